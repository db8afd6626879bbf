/**
 * Tests only: a fake IndexedDB that refuses writes as a full device does, with the browser's
 * QuotaExceededError, for as long as `refuse` says so (the write's object store name in hand).
 */
import { IDBObjectStore } from 'fake-indexeddb';

type Write = (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;

export function simulateFullDevice(refuse: (storeName: string) => boolean): () => void {
  const proto = IDBObjectStore.prototype as unknown as Record<'put' | 'add', Write>;
  const original = { put: proto.put, add: proto.add };
  for (const method of ['put', 'add'] as const) {
    proto[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (refuse(this.name)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original[method].apply(this, args);
    };
  }
  return () => {
    proto.put = original.put;
    proto.add = original.add;
  };
}
