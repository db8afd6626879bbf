/**
 * The browser's storage for this origin: ask that it be kept (not evicted under storage pressure,
 * which would lose unsent changes) and tell how much is used and whether it is kept. All answer
 * calmly where the Storage API is missing (older browsers, Node).
 */

/** True when the browser keeps this origin's data until the user clears it. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return false;
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageUse {
  /** Bytes used by this origin. */
  usage: number;
  /** Bytes this origin may use. */
  quota: number;
}

/** How much this origin stores, or null where the browser cannot say. */
export async function storageEstimate(): Promise<StorageUse | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    return { usage: usage ?? 0, quota: quota ?? 0 };
  } catch {
    return null;
  }
}

/** True when the browser already keeps this origin's data; false where it may evict it or cannot say. */
export async function storagePersisted(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persisted !== 'function') return false;
  try {
    return await storage.persisted();
  } catch {
    return false;
  }
}

export interface DeviceStorage extends StorageUse {
  /** The browser keeps the data until the user clears it (persistent storage granted). */
  persisted: boolean;
  /** 'low' from 90 % of the quota used: the device should free space before writes start failing. */
  health: 'ok' | 'low';
}

/** The share of the quota from which the device's storage counts as nearly full. */
export const LOW_STORAGE_SHARE = 0.9;

export function storageHealth(use: StorageUse): DeviceStorage['health'] {
  return use.quota > 0 && use.usage / use.quota >= LOW_STORAGE_SHARE ? 'low' : 'ok';
}

/** What the sync details show of the device's storage, or null where the browser cannot say. */
export async function deviceStorage(): Promise<DeviceStorage | null> {
  const [use, persisted] = await Promise.all([storageEstimate(), storagePersisted()]);
  return use ? { ...use, persisted, health: storageHealth(use) } : null;
}
