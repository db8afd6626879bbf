/**
 * The device's storage as the shell shows it (issue 18, storage limits): asked to be kept when a
 * clinic session opens, read again every half minute for the sync details, and the notice of a
 * write refused because the device is full.
 */
import { defer, type Observable, timer } from 'rxjs';
import { switchMap } from 'rxjs/operators';
import { type DeviceStorage, deviceStorage } from '../session/persistent-storage.ts';

export { type DeviceStorage, requestPersistentStorage } from '../session/persistent-storage.ts';
export { dismissStorageFull, storageFull$ } from '../session/storage-full.ts';

/** The storage's state now and every `everyMs` after. */
export function deviceStorage$(everyMs = 30_000): Observable<DeviceStorage | null> {
  return timer(0, everyMs).pipe(switchMap(() => defer(() => deviceStorage())));
}
