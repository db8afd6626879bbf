/**
 * A path of this app, taken from a link or the URL (a screen to go back to, the page a visitor
 * opened before signing in). Only a path on this origin is taken, so a crafted link can never send
 * the user to another site.
 */
export function safeAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
