/**
 * When an idle tablet locks (issue 40): after the clinic's minutes (1–60, 5 unless set) without a
 * touch, a key or a scroll. Kept as times, not a running countdown, so a tab the browser put to
 * sleep locks as soon as it wakes if its time has passed.
 */

export const DEFAULT_LOCK_MINUTES = 5;
export const MIN_LOCK_MINUTES = 1;
export const MAX_LOCK_MINUTES = 60;

/** The minutes to use from a stored or served value: out of range or unreadable is the default. */
export function lockMinutesOf(value: unknown): number {
  const minutes = typeof value === 'string' ? Number(value) : value;
  return typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= MIN_LOCK_MINUTES &&
    minutes <= MAX_LOCK_MINUTES
    ? minutes
    : DEFAULT_LOCK_MINUTES;
}

/** The epoch milliseconds at which a device last used at `lastActivityAt` locks. */
export function lockDueAt(lastActivityAt: number, minutes: number): number {
  return lastActivityAt + lockMinutesOf(minutes) * 60_000;
}

export function isLockDue(lastActivityAt: number, minutes: number, now: number): boolean {
  return now >= lockDueAt(lastActivityAt, minutes);
}
