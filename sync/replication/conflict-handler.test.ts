import { describe, expect, it } from 'vitest';
import { createConflictHandler } from './conflict-handler.ts';

type Doc = Record<string, unknown> & { id: string; _deleted: boolean };

const base: Doc = { id: 'p1', phone: 'a', email: 'a@x.ro', updated_at: 't0', _deleted: false };

describe('the replication conflict handler', () => {
  it('compares whole documents by value, ignoring RxDB storage fields and key order', () => {
    const handler = createConflictHandler<Doc>(new Set());
    const stored = { _meta: { lwt: 1 }, _rev: '1-x', _attachments: {}, email: 'a@x.ro', ...base };
    expect(handler.isEqual(base, stored, 'test')).toBe(true);
    expect(handler.isEqual(base, { ...base, updated_at: 't1' }, 'test')).toBe(false);
    expect(handler.isEqual(base, { ...base, _deleted: true }, 'test')).toBe(false);
  });

  it('merges a merged server answer with the fields edited here', async () => {
    const handler = createConflictHandler<Doc>(new Set());
    const resolved = await handler.resolve(
      {
        assumedMasterState: base,
        newDocumentState: { ...base, phone: 'b' },
        realMasterState: { ...base, email: 'c@x.ro', updated_at: 't1' },
      },
      'test',
    );
    expect(resolved).toEqual({ ...base, phone: 'b', email: 'c@x.ro', updated_at: 't1' });
  });

  it('takes the server answer whole for the documents the push marked, once', async () => {
    const adopt = new Set(['p1']);
    const handler = createConflictHandler<Doc>(adopt);
    const input = {
      assumedMasterState: base,
      newDocumentState: { ...base, phone: 'b' },
      realMasterState: { ...base, email: 'c@x.ro' },
    };
    expect(await handler.resolve(input, 'test')).toEqual({ ...base, email: 'c@x.ro' });
    expect(adopt.size).toBe(0);
    expect(await handler.resolve(input, 'test')).toEqual({ ...base, phone: 'b', email: 'c@x.ro' });
  });

  it('never keeps a generated column from the device', async () => {
    const handler = createConflictHandler<Doc>(new Set(), new Set(['name']));
    const resolved = await handler.resolve(
      {
        assumedMasterState: { ...base, name: 'A B' },
        newDocumentState: { ...base, name: 'typed' },
        realMasterState: { ...base, name: 'A B' },
      },
      'test',
    );
    expect(resolved.name).toBe('A B');
  });
});
