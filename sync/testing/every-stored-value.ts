/**
 * Every value stored in every IndexedDB database of a (fake) IndexedDB, as JSON text: what
 * someone with the device's files could read. Tests search it for a known patient's details.
 */

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return request(factory.open(name));
}

export async function everyStoredValue(factory: IDBFactory): Promise<string[]> {
  const values: string[] = [];
  for (const { name } of await factory.databases()) {
    if (!name) continue;
    const db = await openDatabase(factory, name);
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
        for (const row of rows) values.push(JSON.stringify(row));
      }
    } finally {
      db.close();
    }
  }
  return values;
}
