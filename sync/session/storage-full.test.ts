import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  DeviceStorageFullError,
  dismissStorageFull,
  isStorageFull,
  reportStorageFull,
  storageFull$,
} from './storage-full.ts';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isStorageFull', () => {
  it('knows the browser’s error and the wrappers it reaches the app in', () => {
    expect(isStorageFull(quota())).toBe(true);
    // Dexie: an aborted transaction, the browser's error inside.
    expect(
      isStorageFull(Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota() })),
    ).toBe(true);
    // RxDB: its own error, the storage's inside its parameters.
    expect(isStorageFull(Object.assign(new Error('RxError'), { parameters: { error: quota() } }))).toBe(true);
    expect(isStorageFull(new Error('write failed', { cause: quota() }))).toBe(true);
    expect(isStorageFull(new Error('AbortError: QuotaExceededError: no space'))).toBe(true);
    expect(isStorageFull(new DeviceStorageFullError(quota()))).toBe(true);
  });

  it('is false for every other failure, and for odd values', () => {
    expect(isStorageFull(new DOMException('gone', 'InvalidStateError'))).toBe(false);
    expect(isStorageFull(new Error('quota of appointments reached'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
    loop.inner = loop;
    expect(isStorageFull(loop)).toBe(false);
  });
});

describe('the full-device notice', () => {
  it('is raised by a refused write and stays until the user closes it', async () => {
    dismissStorageFull();
    expect(await firstValueFrom(storageFull$)).toBeNull();
    reportStorageFull();
    expect(await firstValueFrom(storageFull$)).toEqual({ at: expect.any(Number) });
    dismissStorageFull();
    expect(await firstValueFrom(storageFull$)).toBeNull();
  });
});
