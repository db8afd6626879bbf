/** Clock and waiting helpers of the bench page. */
import { filter, firstValueFrom, type Observable, TimeoutError, timeout } from 'rxjs';

/**
 * Milliseconds since the epoch with sub-millisecond resolution: comparable between the pages of
 * one machine (each page's timeOrigin is on the same wall clock).
 */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Runs `work` and answers how long it took, in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Milliseconds until the observable's first value (subscription included), then unsubscribes. */
export async function timeToFirstValue<T>(observable: Observable<T>): Promise<{ ms: number; value: T }> {
  return timed(() => firstValueFrom(observable));
}

/** The first value that passes `test`, or an error saying `what` did not happen within `ms`. */
export async function firstMatching<T>(
  observable: Observable<T>,
  test: (value: T) => boolean,
  ms: number,
  what: string,
): Promise<T> {
  try {
    return await firstValueFrom(observable.pipe(filter(test), timeout(ms)));
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`${what}: not within ${ms} ms`);
    throw error;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
