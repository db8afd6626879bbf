/**
 * The bytes of stored objects, on disk at {storageDir}/{bucket}/{key}.
 *
 * Every change is staged in a FileChanges set that runs inside the request's database
 * transaction, while Postgres holds the object row's lock: new bytes are written to a temp
 * file and renamed into place (readers see the old file or the new one, never half of one);
 * files being replaced or removed are first renamed aside, so a failed request can put them
 * back (`undo`) before its transaction rolls back, and `finish` drops them after commit.
 * Temp and set-aside files live in {storageDir}/~staging: "~" is not allowed in bucket ids,
 * so that folder can never be a bucket.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, lstat, mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { diskPath } from './object-key.ts';
import { StorageError, storageErrors } from './storage-errors.ts';

const STAGING_DIR = '~staging';

function isErrno(error: unknown, ...codes: string[]): boolean {
  return (
    error instanceof Error && 'code' in error && codes.includes(String((error as { code: unknown }).code))
  );
}

export interface StoredFile {
  size: number;
  mtime: Date;
  open(range?: { start: number; end: number }): ReadStream;
}

export class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  pathOf(bucket: string, key: string): string {
    return diskPath(this.root, bucket, key);
  }

  /** The stored bytes of an object, or undefined when no file is there. */
  async find(bucket: string, key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(bucket, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return {
        size: info.size,
        mtime: info.mtime,
        open: (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return undefined;
      throw error;
    }
  }

  changes(): FileChanges {
    return new FileChanges(this);
  }

  async stagingPath(): Promise<string> {
    const dir = path.join(this.root, STAGING_DIR);
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  }

  /** Removes now-empty folders from `file`'s folder up to (not including) its bucket folder. */
  async pruneEmptyFolders(bucket: string, file: string): Promise<void> {
    const bucketDir = path.join(this.root, bucket);
    let dir = path.dirname(file);
    while (dir.startsWith(`${bucketDir}${path.sep}`)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}

type Undo = () => Promise<void>;

/**
 * On disk an object "a" and an object "a/b" cannot both exist (a file cannot also be a folder);
 * S3 has no such limit, so this is the one place the local stack is stricter than Supabase.
 */
function pathConflict(): StorageError {
  return new StorageError(
    409,
    'KeyAlreadyExists',
    'The key conflicts with an existing object or folder',
    'Duplicate',
  );
}

async function makeParentFolder(file: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
  } catch (error) {
    if (isErrno(error, 'EEXIST', 'ENOTDIR')) throw pathConflict();
    throw error;
  }
}

export class FileChanges {
  readonly store: FileStore;
  private readonly undos: Undo[] = [];
  private readonly setAside: string[] = [];
  private readonly vacated: Array<{ bucket: string; file: string }> = [];

  constructor(store: FileStore) {
    this.store = store;
  }

  /** Writes `data` as the object's bytes (replacing any), durably and atomically. */
  async write(bucket: string, key: string, data: Uint8Array): Promise<void> {
    const temp = await this.store.stagingPath();
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.place(temp, bucket, key);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Copies another object's bytes to `key` (replacing any). */
  async copy(fromBucket: string, fromKey: string, bucket: string, key: string): Promise<void> {
    const temp = await this.store.stagingPath();
    try {
      await copyFile(this.store.pathOf(fromBucket, fromKey), temp);
      await this.place(temp, bucket, key);
    } catch (error) {
      await rm(temp, { force: true });
      throw isErrno(error, 'ENOENT', 'ENOTDIR', 'EISDIR') ? storageErrors.noSuchKey() : error;
    }
  }

  /** Moves an object's bytes to another key (replacing any there). */
  async move(fromBucket: string, fromKey: string, bucket: string, key: string): Promise<void> {
    const from = this.store.pathOf(fromBucket, fromKey);
    const to = this.store.pathOf(bucket, key);
    if (from === to) return;
    if (!(await this.store.find(fromBucket, fromKey))) throw storageErrors.noSuchKey();
    await this.setAsideIfPresent(to);
    await makeParentFolder(to);
    await rename(from, to);
    this.undos.push(async () => {
      await mkdir(path.dirname(from), { recursive: true });
      await rename(to, from);
    });
    this.vacated.push({ bucket: fromBucket, file: from });
  }

  /** Removes an object's bytes (a missing file is not an error). */
  async remove(bucket: string, key: string): Promise<void> {
    const file = this.store.pathOf(bucket, key);
    if (await this.setAsideIfPresent(file, 'ignore')) this.vacated.push({ bucket, file });
  }

  /** After the transaction committed: drop what was set aside, tidy empty folders. */
  async finish(): Promise<void> {
    for (const file of this.setAside) await rm(file, { force: true }).catch(() => undefined);
    for (const { bucket, file } of this.vacated) await this.store.pruneEmptyFolders(bucket, file);
  }

  /** Before the transaction rolls back: puts every file back as it was. */
  async undo(): Promise<void> {
    for (const undo of this.undos.reverse()) await undo().catch(() => undefined);
    this.undos.length = 0;
  }

  private async place(temp: string, bucket: string, key: string): Promise<void> {
    const target = this.store.pathOf(bucket, key);
    await this.setAsideIfPresent(target);
    await makeParentFolder(target);
    await rename(temp, target);
    this.undos.push(() => rm(target, { force: true }));
  }

  /** Renames an existing file aside; a folder in the way is a conflict, or ignored when removing. */
  private async setAsideIfPresent(
    file: string,
    folder: 'conflict' | 'ignore' = 'conflict',
  ): Promise<boolean> {
    let isFile: boolean;
    try {
      isFile = (await lstat(file)).isFile();
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false;
      if (isErrno(error, 'ENOTDIR')) {
        if (folder === 'ignore') return false;
        throw pathConflict();
      }
      throw error;
    }
    if (!isFile) {
      if (folder === 'ignore') return false;
      throw pathConflict();
    }
    const aside = await this.store.stagingPath();
    await rename(file, aside);
    this.setAside.push(aside);
    this.undos.push(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await rename(aside, file);
    });
    return true;
  }
}
