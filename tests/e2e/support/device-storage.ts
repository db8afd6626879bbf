/**
 * What a device's files hold (issue 40): every value of every IndexedDB database of the page's
 * origin, read raw in the page, the way someone with a copy of the disk would read them.
 */
import type { Page } from '@playwright/test';

/** Every stored value as JSON, and each file's bytes as text (JSON shows an ArrayBuffer as {}). */
export function everyStoredValue(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const values: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        for (const row of await request(db.transaction(store).objectStore(store).getAll())) {
          values.push(JSON.stringify(row));
          const bytes = (row as { bytes?: unknown }).bytes;
          if (bytes instanceof ArrayBuffer) values.push(new TextDecoder().decode(bytes));
        }
      }
      db.close();
    }
    return values.join('\n');
  });
}

/** Which of `texts` the device stores in clear. */
export async function storedInClear(page: Page, texts: readonly string[]): Promise<string[]> {
  const stored = await everyStoredValue(page);
  return texts.filter((text) => stored.includes(text));
}

/** How many file entries of the device's file stores are sealed, and how many are not. */
export function filesSealed(page: Page): Promise<{ sealed: number; clear: number }> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const counts = { sealed: 0, clear: 0 };
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('cabinet-files-')) continue;
      const db = await request(indexedDB.open(name));
      if (db.objectStoreNames.contains('bytes')) {
        for (const row of await request(db.transaction('bytes').objectStore('bytes').getAll())) {
          if ((row as { sealed?: number }).sealed === 1) counts.sealed += 1;
          else counts.clear += 1;
        }
      }
      db.close();
    }
    return counts;
  });
}
