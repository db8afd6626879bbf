/** What failed, in one line for the error screen: the error's own first line, shortened. */
const MAX_LENGTH = 200;

export function errorSummary(error: unknown): string {
  const text =
    error instanceof Error
      ? error.message.trim() || error.name
      : typeof error === 'string'
        ? error.trim()
        : '';
  const firstLine = (text.split('\n')[0] ?? '').trim() || 'Error';
  return firstLine.length > MAX_LENGTH ? `${firstLine.slice(0, MAX_LENGTH - 1)}…` : firstLine;
}
