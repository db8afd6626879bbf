/**
 * The sync's table of which rows a row names (sync/collections/collection-references.ts) is the
 * database's: every foreign key between synced tables is in it, so a row is never sent before a
 * parent of it made on the same device (sync/replication/causal-order.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_REFERENCES } from '#sync/collections/collection-references.ts';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { databaseUrl } from './harness.ts';

const client = new pg.Client({ connectionString: databaseUrl });
beforeAll(() => client.connect());
afterAll(() => client.end());

describe('the rows each synced row names', () => {
  it('holds every foreign key between synced tables', async () => {
    const { rows } = await client.query<{ child: string; column: string; parent: string }>(
      `select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent
         from pg_catalog.pg_constraint c
         join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        order by 1, 2`,
    );
    const synced = new Set<string>(SYNCED_COLLECTIONS);
    const keys = rows
      .map((row) => ({
        ...row,
        child: row.child.replace(/^public\./, ''),
        parent: row.parent.replace(/^public\./, ''),
      }))
      .filter((row) => synced.has(row.child) && synced.has(row.parent));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const references = COLLECTION_REFERENCES[key.child as (typeof SYNCED_COLLECTIONS)[number]];
      expect(references, `${key.child}.${key.column} → ${key.parent}`).toContainEqual({
        column: key.column,
        parent: key.parent,
      });
    }
  });
});
