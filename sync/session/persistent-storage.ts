/**
 * The browser's storage for this origin: ask that it be kept (not evicted under storage pressure,
 * which would lose unsent changes) and tell how much is used. Both answer calmly where the
 * Storage API is missing (older browsers, Node).
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
