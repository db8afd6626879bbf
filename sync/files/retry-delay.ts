export interface BackOff {
  /** Wait after the first failure. */
  baseMs: number;
  /** Longest wait between two attempts. */
  maxMs: number;
}

export const DEFAULT_BACK_OFF: BackOff = { baseMs: 2_000, maxMs: 5 * 60_000 };

/**
 * Exponential back-off with jitter: after n failures, base·2^(n-1), capped, then spread over
 * [50 %, 100 %] so devices that lost the network together do not retry in step.
 */
export function retryDelay(failures: number, backOff: BackOff, random: () => number = Math.random): number {
  const exponent = Math.max(0, failures - 1);
  const ceiling = Math.min(backOff.maxMs, backOff.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}
