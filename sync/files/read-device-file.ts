/**
 * Reads a file this device holds, for the service worker's app file addresses (file-app-url.ts):
 * looks in every file store of the file's clinic on this device (the path starts with the clinic
 * id; one store per user who signed in here) and answers its bytes and type, or null. The stores
 * are opened as they are, without declaring their schema, and closed at once so a page upgrading
 * them is never held up.
 */
import { Dexie } from 'dexie';
import { type FileBucket, fileKey, isFileStoreOfClinic } from './file-keys.ts';

export interface DeviceFile {
  bytes: ArrayBuffer;
  contentType: string;
}

export interface DeviceFileOptions {
  indexedDB: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

interface BlobMeta {
  contentType?: string;
}

interface BytesEntry {
  bytes?: ArrayBuffer;
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
      if (meta && entry?.bytes) {
        return { bytes: entry.bytes, contentType: meta.contentType ?? 'application/octet-stream' };
      }
    } catch (error) {
      console.warn(`The file store ${name} could not be read`, error);
    } finally {
      db.close();
    }
  }
  return null;
}
