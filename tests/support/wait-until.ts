/**
 * Waits for something a test can observe (a row, an email, a status), asking again every
 * `intervalMs` until it answers a value other than undefined or false, or `timeoutMs` passes.
 * The one polling helper of the Node-side tests; Playwright specs use expect.poll.
 */
export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /**
   * What was awaited, for the error when it never came. A function is asked only then, so it
   * can describe the last state seen (a count, a status).
   */
  what?: string | (() => string);
}

export async function waitUntil<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 50, what = 'the condition' }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      const described = typeof what === 'function' ? what() : what;
      throw new Error(`${described} did not hold within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
