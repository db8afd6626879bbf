/**
 * A device whose storage is full (issue 18): IndexedDB refuses a write with QuotaExceededError,
 * which reaches the app wrapped (Dexie's AbortError with `inner`, RxDB's errors with `parameters`).
 * Every local write goes through one check, so the shell can say so in the user's language while
 * the screen that wrote keeps what was typed. A refused write changes nothing already stored: an
 * IndexedDB transaction is all or nothing, so waiting changes and queued files stay as they were.
 */
import { BehaviorSubject, type Observable } from 'rxjs';

/** A local write refused because the device's storage is full; `cause` is the browser's error. */
export class DeviceStorageFullError extends Error {
  constructor(cause: unknown) {
    super('The device storage is full: the write was not stored', { cause });
    this.name = 'DeviceStorageFullError';
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'DeviceStorageFullError']);
/** How far into wrapped errors to look; the wrappers seen nest two or three deep. */
const MAX_DEPTH = 6;

function wrapped(error: object): unknown[] {
  const record = error as Record<string, unknown>;
  const parameters = record.parameters as Record<string, unknown> | undefined;
  return [
    record.inner,
    record.cause,
    parameters?.error,
    ...(Array.isArray(record.failures) ? record.failures : []),
  ];
}

/** True when `error`, or an error it wraps, is the browser refusing a write for lack of space. */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  if (typeof message === 'string' && message.includes('QuotaExceededError')) return true;
  return wrapped(error).some((inner) => isStorageFull(inner, depth + 1));
}

/** The last refused write, until the user closes the notice. */
export interface StorageFullNotice {
  at: number;
}

const notice = new BehaviorSubject<StorageFullNotice | null>(null);

export const storageFull$: Observable<StorageFullNotice | null> = notice.asObservable();

export function reportStorageFull(): void {
  notice.next({ at: Date.now() });
}

export function dismissStorageFull(): void {
  notice.next(null);
}
