import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStore } from './file-store.ts';
import { StorageError } from './storage-errors.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cabinet-files-'));
  store = new FileStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function content(bucket: string, key: string): Promise<string | undefined> {
  return (await store.find(bucket, key)) ? readFile(store.pathOf(bucket, key), 'utf8') : undefined;
}

async function write(bucket: string, key: string, text: string): Promise<void> {
  const changes = store.changes();
  await changes.write(bucket, key, Buffer.from(text));
  await changes.finish();
}

describe('file changes', () => {
  it('writes, replaces and removes, leaving no staging files behind', async () => {
    await write('b', 'c1/a.txt', 'one');
    await write('b', 'c1/a.txt', 'two');
    expect(await content('b', 'c1/a.txt')).toBe('two');
    const removal = store.changes();
    await removal.remove('b', 'c1/a.txt');
    await removal.finish();
    expect(await content('b', 'c1/a.txt')).toBeUndefined();
    expect(await readdir(path.join(root, 'b'))).toEqual([]);
    expect(await readdir(path.join(root, '~staging'))).toEqual([]);
  });

  it('undo puts back what a failed request replaced, removed or moved', async () => {
    await write('b', 'c1/keep.txt', 'original');
    await write('b', 'c1/move.txt', 'moving');
    const changes = store.changes();
    await changes.write('b', 'c1/keep.txt', Buffer.from('replacement'));
    await changes.write('b', 'c1/new.txt', Buffer.from('new'));
    await changes.move('b', 'c1/move.txt', 'b', 'c1/moved.txt');
    await changes.remove('b', 'c1/keep.txt');
    await changes.undo();
    expect(await content('b', 'c1/keep.txt')).toBe('original');
    expect(await content('b', 'c1/move.txt')).toBe('moving');
    expect(await content('b', 'c1/moved.txt')).toBeUndefined();
    expect(await content('b', 'c1/new.txt')).toBeUndefined();
  });

  it('copies and moves bytes between keys', async () => {
    await write('b', 'c1/a.txt', 'bytes');
    const changes = store.changes();
    await changes.copy('b', 'c1/a.txt', 'b', 'c1/copy/a.txt');
    await changes.move('b', 'c1/a.txt', 'other', 'c1/b.txt');
    await changes.finish();
    expect(await content('b', 'c1/copy/a.txt')).toBe('bytes');
    expect(await content('other', 'c1/b.txt')).toBe('bytes');
    expect(await content('b', 'c1/a.txt')).toBeUndefined();
  });

  it('reports a key that collides with a folder as a conflict, not a crash', async () => {
    await write('b', 'c1/folder/a.txt', 'x');
    const changes = store.changes();
    await expect(changes.write('b', 'c1/folder', Buffer.from('y'))).rejects.toBeInstanceOf(StorageError);
    await expect(changes.write('b', 'c1/folder/a.txt/b.txt', Buffer.from('y'))).rejects.toBeInstanceOf(
      StorageError,
    );
    await changes.undo();
    expect(await content('b', 'c1/folder/a.txt')).toBe('x');
  });
});
