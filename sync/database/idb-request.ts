/** Plain IndexedDB as promises, for the code that reads stores by name without Dexie or RxDB. */

/** The request's result, or its error. */
export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opens a database at the version it has (one that does not exist is made empty). */
export function openExistingDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return idbRequest(factory.open(name));
}
