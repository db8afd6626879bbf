import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deviceStorage,
  requestPersistentStorage,
  storageEstimate,
  storageHealth,
} from './persistent-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persistent storage', () => {
  it('answers calmly where the Storage API is missing', async () => {
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
    expect(await storageEstimate()).toBeNull();
  });

  it('asks the browser to keep the data once, and tells how much is used', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      storage: {
        persisted: async () => false,
        persist,
        estimate: async () => ({ usage: 1200, quota: 5000 }),
      },
    });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    expect(await storageEstimate()).toEqual({ usage: 1200, quota: 5000 });
  });

  it('does not ask again when the data is already kept, and survives a refusal', async () => {
    const persist = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persisted: async () => true, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {
      storage: {
        persisted: async () => false,
        persist,
        estimate: async () => {
          throw new Error('no');
        },
      },
    });
    expect(await requestPersistentStorage()).toBe(false);
    expect(await storageEstimate()).toBeNull();
  });

  it('tells what the sync details show: used, quota, kept or not, and nearly full from 90 %', async () => {
    vi.stubGlobal('navigator', {
      storage: { persisted: async () => true, estimate: async () => ({ usage: 930, quota: 1000 }) },
    });
    expect(await deviceStorage()).toEqual({ usage: 930, quota: 1000, persisted: true, health: 'low' });
    expect(storageHealth({ usage: 899, quota: 1000 })).toBe('ok');
    expect(storageHealth({ usage: 900, quota: 1000 })).toBe('low');
    expect(storageHealth({ usage: 10, quota: 0 })).toBe('ok');
    vi.stubGlobal('navigator', {});
    expect(await deviceStorage()).toBeNull();
  });
});
