/**
 * The references for the first sync. The online-only one: the same rows fetched with plain supabase-js
 * selects, page by page in id order (keyset pages, 1,000 rows: hosted PostgREST's default cap),
 * table after table as the sync goes. The rows are kept for the IndexedDB ceiling.
 */
import * as v from 'valibot';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { ColumnsPageSchema, pulledDocuments } from '#sync/replication/server-protocol.ts';
import type { FetchResult } from './bench-api.ts';
import { currentSession } from './page-session.ts';

type Row = Record<string, unknown> & { id: string };

let fetched: Map<string, Row[]> | undefined;

export async function fetchRows(pageSize: number): Promise<FetchResult> {
  const { supabase } = currentSession();
  fetched = undefined;
  const tables = new Map<string, Row[]>();
  let requests = 0;
  const start = performance.now();
  for (const name of SYNCED_COLLECTIONS) {
    const rows: Row[] = [];
    let last: string | null = null;
    for (;;) {
      let query = supabase.from(name).select('*').order('id').limit(pageSize);
      if (last !== null) query = query.gt('id', last);
      const { data, error } = await query;
      requests++;
      if (error) throw new Error(`select ${name}: ${error.message}`);
      const page = (data ?? []) as Row[];
      rows.push(...page);
      if (page.length < pageSize) break;
      last = page[page.length - 1]?.id ?? null;
    }
    tables.set(name, rows);
  }
  const ms = performance.now() - start;
  fetched = tables;
  const rows = [...tables.values()].reduce((sum, list) => sum + list.length, 0);
  return { ms, rows, requests };
}

/**
 * Every row through the sync's own protocol (sync_pull pages, collection after collection, as the
 * first sync asks for them) with nothing stored: how fast the server and network deliver them.
 */
export async function pullRows(firstPage: number, laterPages: number): Promise<FetchResult> {
  const { supabase } = currentSession();
  let rows = 0;
  let requests = 0;
  const start = performance.now();
  for (const name of SYNCED_COLLECTIONS) {
    let cursor: unknown = null;
    for (;;) {
      // As the sync asks for them: columns, each row its values (pull-handler.ts).
      const { data, error } = await supabase.rpc('sync_pull', {
        p_collection: name,
        p_cursor: cursor,
        p_limit: cursor === null ? firstPage : laterPages,
        p_columns: true,
      });
      requests++;
      if (error) throw new Error(`sync_pull ${name}: ${error.message}`);
      const page = v.parse(ColumnsPageSchema, data);
      rows += pulledDocuments(page).length;
      cursor = page.cursor;
      if (!page.has_more) break;
    }
  }
  return { ms: performance.now() - start, rows, requests };
}

export function fetchedRows(): Map<string, Row[]> {
  if (!fetched) throw new Error('fetch the rows first');
  return fetched;
}
