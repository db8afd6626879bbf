/**
 * `work`'s answer, or `fallback` if `work` has not answered within `ms` (work goes on; its later
 * answer is only not waited for). For auth calls that supabase-js holds up to 30 s while it
 * retries a refresh against a server it cannot reach.
 */
export function answerWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** How long the sign-in guard waits for supabase-js before trusting what the device remembers. */
export const SLOW_AUTH_MS = 2500;
