/**
 * RxDB's storage with every write checked for a full device (issue 18, storage limits): a write the
 * browser refuses for lack of space rejects with DeviceStorageFullError and raises the shell's
 * notice (it stays until the user closes it, and comes back while writes keep failing). Reads are
 * untouched. Pulls, the replication's bookkeeping and the screens' own writes all pass here, so
 * the notice does not depend on which of them met the limit first.
 */
import type { RxStorage } from 'rxdb';
import { DeviceStorageFullError, isStorageFull, reportStorageFull } from '../session/storage-full.ts';
import { adjustStorageInstances } from './adjust-storage-instances.ts';

export function withStorageFullGuard<Internals, Options>(
  storage: RxStorage<Internals, Options>,
): RxStorage<Internals, Options> {
  return adjustStorageInstances(storage, (instance) => {
    const bulkWrite = instance.bulkWrite.bind(instance);
    instance.bulkWrite = async (rows, context) => {
      try {
        return await bulkWrite(rows, context);
      } catch (error) {
        if (!isStorageFull(error)) throw error;
        reportStorageFull();
        throw new DeviceStorageFullError(error);
      }
    };
  });
}
