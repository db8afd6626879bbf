/**
 * Reads a file this device holds, for the service worker's app file addresses (file-app-url.ts):
 * looks in every file store of the file's clinic on this device (the path starts with the clinic
 * id; one store per user who signed in here) and answers its bytes and type, or null. The stores
 * are opened as they are, without declaring their schema, and closed at once so a page upgrading
 * them is never held up.
 */
import { Dexie } from 'dexie';
import type { FieldSealer } from '../encryption/field-sealer.ts';
import { type FileBucket, fileKey, isFileStoreOfClinic } from './file-keys.ts';
import { openStoredBytes } from './stored-file.ts';

export interface DeviceFile {
  bytes: ArrayBuffer;
  contentType: string;
}

export interface DeviceFileOptions {
  indexedDB: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /**
   * The sealer of a store's user, for sealed bytes (issue 40): the service worker asks an unlocked
   * page of this origin for it. Null (or absent) when no page can give it: the file is then not
   * answered from this device.
   */
  sealerFor?: (storeName: string) => Promise<FieldSealer | null>;
}

interface BlobMeta {
  contentType?: string;
}

interface BytesEntry {
  key?: string;
  bytes?: ArrayBuffer;
  sealed?: 1;
}

export async function readDeviceFile(
  options: DeviceFileOptions,
  bucket: FileBucket,
  path: string,
): Promise<DeviceFile | null> {
  const clinicId = path.split('/')[0] ?? '';
  if (clinicId === '') return null;
  const key = fileKey(bucket, path);
  const stores = (await options.indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => isFileStoreOfClinic(name, clinicId));
  for (const name of stores) {
    const db = new Dexie(name, {
      indexedDB: options.indexedDB,
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
      autoOpen: false,
    });
    try {
      await db.open();
      if (!db.tables.some((table) => table.name === 'bytes')) continue;
      const meta = (await db.table('blobs').get(key)) as BlobMeta | undefined;
      const entry = (await db.table('bytes').get(key)) as BytesEntry | undefined;
      if (!meta || !entry?.bytes) continue;
      const contentType = meta.contentType ?? 'application/octet-stream';
      if (entry.sealed !== 1) return { bytes: entry.bytes, contentType };
      const sealer = await options.sealerFor?.(name);
      if (!sealer) continue;
      return { bytes: await openStoredBytes(sealer, { key, bytes: entry.bytes, sealed: 1 }), contentType };
    } catch (error) {
      console.warn(`The file store ${name} could not be read`, error);
    } finally {
      db.close();
    }
  }
  return null;
}
