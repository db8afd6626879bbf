import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ColumnsPageSchema,
  docToRow,
  PullPageSchema,
  PushResponseSchema,
  pulledDocuments,
  rowToDoc,
  withoutStorageFields,
} from './server-protocol.ts';

describe('server rows and local documents', () => {
  it('maps the tombstone column and keeps every other column', () => {
    const row = { id: 'p1', first_name: 'Ana', deleted: true, field_updated_at: { '*': 't' } };
    expect(rowToDoc(row)).toEqual({
      id: 'p1',
      first_name: 'Ana',
      field_updated_at: { '*': 't' },
      _deleted: true,
    });
    expect(rowToDoc({ id: 'p2' })._deleted).toBe(false);
  });

  it('sends a document as a row without RxDB storage fields', () => {
    const doc = {
      id: 'p1',
      first_name: 'Ana',
      _deleted: false,
      _meta: { lwt: 1 },
      _rev: '1-a',
      _attachments: {},
    };
    expect(docToRow(doc)).toEqual({ id: 'p1', first_name: 'Ana', deleted: false });
    expect(rowToDoc({ id: 'p1', first_name: 'Ana', deleted: false })).toEqual(withoutStorageFields(doc));
  });

  it('accepts the functions answers and refuses malformed ones', () => {
    const page = {
      rows: [{ id: 'p1', deleted: false, x: 1 }],
      cursor: { txid: '42', seq: 7 },
      has_more: false,
    };
    expect(v.parse(PullPageSchema, page).rows[0]).toEqual({ id: 'p1', deleted: false, x: 1 });
    expect(() => v.parse(PullPageSchema, { rows: [], cursor: { txid: 42 }, has_more: false })).toThrow();
    const cursor = { txid: '1', seq: 1 };
    for (const row of [{ x: 1 }, { id: 7 }, { id: 'p1', deleted: 'no' }, null, ['p1']]) {
      expect(() => v.parse(PullPageSchema, { rows: [row], cursor, has_more: false })).toThrow();
    }
    const push = {
      results: [
        { id: 'p1', status: 'rejected', row: null, error: { code: '23514', constraint: 'x', message: 'm' } },
      ],
    };
    expect(v.parse(PushResponseSchema, push).results[0]?.status).toBe('rejected');
    expect(() =>
      v.parse(PushResponseSchema, { results: [{ id: 'p1', status: 'lost', row: null, error: null }] }),
    ).toThrow();
  });

  it('reads a page of columns into the documents a page of objects gives', () => {
    const objects = [
      { id: 'p1', first_name: 'Ana', deleted: false, allergies: [{ name: 'Polen' }] },
      { id: 'p2', first_name: 'Ion', deleted: true, allergies: [] },
    ];
    const answer = {
      columns: ['id', 'first_name', 'deleted', 'allergies'],
      rows: objects.map((row) => [row.id, row.first_name, row.deleted, row.allergies]),
      cursor: { txid: '42', seq: 7 },
      has_more: true,
      horizon: '40',
    };
    const page = v.parse(ColumnsPageSchema, answer);
    expect(pulledDocuments(page)).toEqual(objects.map(rowToDoc));
    expect(page.cursor).toEqual({ txid: '42', seq: 7 });
    // A table without the tombstone column: every row is live.
    expect(pulledDocuments({ columns: ['id'], rows: [['s1']] })).toEqual([{ id: 's1', _deleted: false }]);
  });

  it('refuses a page of columns with a row it cannot read', () => {
    const cursor = { txid: '1', seq: 1 };
    expect(() => v.parse(ColumnsPageSchema, { columns: ['x'], rows: [], cursor, has_more: false })).toThrow();
    expect(() =>
      v.parse(ColumnsPageSchema, { columns: ['id'], rows: {}, cursor, has_more: false }),
    ).toThrow();
    const columns = ['id', 'deleted'];
    for (const row of [['p1'], ['p1', false, 3], [7, false], ['p1', 'no'], null, { id: 'p1' }]) {
      expect(() => pulledDocuments({ columns, rows: [['p0', false], row] })).toThrow(/pulled row 1/);
    }
  });
});
