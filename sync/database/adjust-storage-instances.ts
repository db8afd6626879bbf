/**
 * How our additions to RxDB's storage are made: the same storage, each instance adjusted in place
 * as it is created (its methods replaced), before RxDB sees it.
 */
import type {
  DexieSettings,
  DexieStorageInternals,
  RxStorage,
  RxStorageInstance,
  RxStorageInstanceCreationParams,
} from 'rxdb';

/** An instance of RxDB's Dexie storage and what it was made with, as our Dexie additions take them. */
export type DexieInstance<Doc> = RxStorageInstance<Doc, DexieStorageInternals, DexieSettings>;
export type DexieParams<Doc> = RxStorageInstanceCreationParams<Doc, DexieSettings>;

export function adjustStorageInstances<Internals, Options>(
  storage: RxStorage<Internals, Options>,
  adjust: <Doc>(
    instance: RxStorageInstance<Doc, Internals, Options>,
    params: RxStorageInstanceCreationParams<Doc, Options>,
  ) => void,
): RxStorage<Internals, Options> {
  return {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<Doc>(params: RxStorageInstanceCreationParams<Doc, Options>) {
      const instance = await storage.createStorageInstance(params);
      adjust(instance, params);
      return instance;
    },
  };
}
