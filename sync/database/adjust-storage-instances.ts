/**
 * How our additions to RxDB's storage are made: the same storage, each instance adjusted in place
 * as it is created (its methods replaced), before RxDB sees it.
 */
import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb';

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
