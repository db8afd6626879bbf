import { describe, expect, it } from 'vitest';
import { assertValidKey, diskPath, parseObjectPath } from './object-key.ts';
import { StorageError } from './storage-errors.ts';

function refusal(run: () => unknown): StorageError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  return undefined;
}

describe('object keys', () => {
  it('accepts the keys the app writes', () => {
    expect(parseObjectPath('medical-documents/c1/p2/1700000000000-scan%20final.pdf')).toEqual({
      bucket: 'medical-documents',
      key: 'c1/p2/1700000000000-scan final.pdf',
    });
    expect(refusal(() => assertValidKey("c1/a(1) copy's, v2.png"))).toBeUndefined();
  });

  it.each([
    ['a parent segment', 'c1/../c2/x.png'],
    ['a current segment', 'c1/./x.png'],
    ['an absolute path', '/etc/passwd'],
    ['an empty segment', 'c1//x.png'],
    ['a trailing slash', 'c1/'],
    ['a NUL byte', 'c1/a\0b.png'],
    ['a backslash', 'c1\\..\\x.png'],
    ['a character Supabase refuses', 'c1/ș.png'],
    ['an empty key', ''],
  ])('refuses %s with a 400', (_what, key) => {
    const error = refusal(() => assertValidKey(key));
    expect(error?.statusCode).toBe(400);
    expect(error?.code).toBe('InvalidKey');
  });

  it('refuses encoded traversal in URL paths', () => {
    for (const raw of ['b/c1%2F..%2F..%2Fx', 'b/%2e%2e/x', 'b/%2Fetc', 'b/a%00', '..%2Fb/x', 'b/%E0%A4%A']) {
      expect(refusal(() => parseObjectPath(raw))?.statusCode, raw).toBe(400);
    }
  });

  it('keeps disk paths inside the storage folder', () => {
    expect(diskPath('/data/storage', 'avatars', 'c1/a.png')).toBe('/data/storage/avatars/c1/a.png');
    expect(refusal(() => diskPath('/data/storage', 'avatars', '../../x'))?.statusCode).toBe(400);
    expect(refusal(() => diskPath('/data/storage', '..', 'x'))?.statusCode).toBe(400);
  });
});
