import type { FieldSealer } from '../encryption/field-sealer.ts';
import type { FileBucket, FileStore, StoredBytes } from './file-store.ts';

const label = (key: string) => `files/${key}`;

/**
 * A file's bytes as the store keeps them: sealed with the store's sealer when it has one. Call
 * before the transaction that puts them (WebCrypto does not answer inside an IndexedDB transaction).
 */
export async function storedBytes(
  store: Pick<FileStore, 'sealer'>,
  key: string,
  bytes: ArrayBuffer,
): Promise<StoredBytes> {
  if (!store.sealer) return { key, bytes };
  const sealed = await store.sealer.sealBytes(label(key), new Uint8Array(bytes));
  return { key, bytes: sealed.buffer, sealed: 1 };
}

/** The bytes of a stored entry, opened when sealed; throws WrongKeyError without the right key. */
export async function openStoredBytes(
  sealer: FieldSealer | undefined,
  entry: StoredBytes,
): Promise<ArrayBuffer> {
  if (entry.sealed !== 1) return entry.bytes;
  if (!sealer) throw new Error(`The file ${entry.key} is sealed and this store has no key`);
  return (await sealer.openBytes(label(entry.key), new Uint8Array(entry.bytes))).buffer;
}

/**
 * Writes a file's metadata and bytes (from storedBytes); call inside a transaction over blobs and
 * bytes so the two never disagree.
 */
export async function putStoredFile(
  store: FileStore,
  file: { bucket: FileBucket; path: string; content: StoredBytes; size: number; contentType: string },
): Promise<void> {
  await store.blobs.put({
    key: file.content.key,
    bucket: file.bucket,
    path: file.path,
    contentType: file.contentType,
    size: file.size,
    usedAt: Date.now(),
  });
  await store.bytes.put(file.content);
}
