/**
 * The online-only reference for the first sync: the same rows fetched with plain supabase-js
 * selects, page by page in id order (keyset pages, 1,000 rows: hosted PostgREST's default cap),
 * table after table as the sync goes. The rows are kept for the IndexedDB ceiling.
 */
import { SYNCED_COLLECTIONS } from '../../sync/collections/collection-registry.ts';
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

export function fetchedRows(): Map<string, Row[]> {
  if (!fetched) throw new Error('fetch the rows first');
  return fetched;
}

export function dropFetchedRows(): void {
  fetched = undefined;
}
