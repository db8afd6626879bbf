/**
 * sync_pull, the server side of a device's pull: pages in cursor order, tombstones included,
 * row-level security applied, and a cursor that never skips a row whose transaction commits
 * after a later one (DESIGN.md: "prove your cursor with a test that holds a transaction open
 * across a pull").
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { DEMO, databaseUrl, signIn } from './harness.ts';

interface Cursor {
  txid: string;
  seq: number;
}
interface Row {
  id: string;
  deleted: boolean;
  [column: string]: unknown;
}
interface PullPage {
  rows: Row[];
  cursor: Cursor;
  has_more: boolean;
}

async function pull(
  client: SupabaseClient,
  collection: string,
  cursor: Cursor | null,
  limit?: number,
): Promise<PullPage> {
  const { data, error } = await client.rpc('sync_pull', {
    p_collection: collection,
    p_cursor: cursor,
    ...(limit === undefined ? {} : { p_limit: limit }),
  });
  if (error) throw new Error(`sync_pull ${collection}: ${error.message}`);
  return data as PullPage;
}

/** Pulls until has_more is false, as a device catching up does. */
async function pullAll(
  client: SupabaseClient,
  collection: string,
  cursor: Cursor | null,
  limit?: number,
): Promise<{ rows: Row[]; cursor: Cursor; pages: PullPage[] }> {
  const pages: PullPage[] = [];
  let at = cursor;
  for (;;) {
    const page = await pull(client, collection, at, limit);
    pages.push(page);
    at = page.cursor;
    if (!page.has_more) break;
  }
  return { rows: pages.flatMap((page) => page.rows), cursor: at ?? { txid: '0', seq: 0 }, pages };
}

/**
 * Pulls again and again from `cursor` until `done` holds for everything received, as a device
 * does on its timer. A row can legitimately arrive a moment late: while any writing transaction
 * older than it is still open (the stack's email worker, say), the pull holds it back.
 */
async function pullUntil(
  client: SupabaseClient,
  collection: string,
  cursor: Cursor | null,
  done: (rows: Row[]) => boolean,
  limit?: number,
): Promise<{ rows: Row[]; cursor: Cursor; pages: PullPage[] }> {
  const all: { rows: Row[]; cursor: Cursor; pages: PullPage[] } = {
    rows: [],
    cursor: cursor ?? { txid: '0', seq: 0 },
    pages: [],
  };
  return waitUntil(
    async () => {
      const next = await pullAll(client, collection, all.cursor, limit);
      all.rows.push(...next.rows);
      all.pages.push(...next.pages);
      all.cursor = next.cursor;
      return done(all.rows) && all;
    },
    { what: () => `sync_pull of ${collection} delivering the awaited rows (${all.rows.length} received)` },
  );
}

function includesAll(ids: string[]): (rows: Row[]) => boolean {
  return (rows) => ids.every((id) => rows.some((row) => row.id === id));
}

function isAfter(a: Cursor, b: Cursor): boolean {
  const [ta, tb] = [BigInt(a.txid), BigInt(b.txid)];
  return ta > tb || (ta === tb && a.seq > b.seq);
}

let staff: SupabaseClient;
let doctor: SupabaseClient;
let novaAdmin: SupabaseClient;
let staffAuthId: string;
let clinicId: string;

function task(title: string) {
  return { id: randomUUID(), clinic_id: clinicId, title, description: 'sync pull test' };
}

const openClients: pg.Client[] = [];
afterEach(async () => {
  for (const client of openClients.splice(0)) {
    await client.query('rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
});

beforeAll(async () => {
  [staff, doctor, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.novaAdmin),
  ]);
  const { data: session } = await staff.auth.getSession();
  staffAuthId = session.session?.user.id ?? '';
  const { data, error } = await staff
    .from('users')
    .select('clinic_id')
    .eq('auth_user_id', staffAuthId)
    .single();
  if (error || !data) throw new Error(`staff profile: ${error?.message}`);
  clinicId = data.clinic_id;
});

describe('sync_pull', () => {
  it('returns changed rows in pages, in cursor order, with an advancing cursor', async () => {
    const start = (await pullAll(staff, 'tasks', null)).cursor;
    const created = [task('Pull 1'), task('Pull 2'), task('Pull 3'), task('Pull 4'), task('Pull 5')];
    for (const row of created) {
      const { error } = await staff.from('tasks').insert(row);
      expect(error).toBeNull();
    }

    const ids: string[] = created.map((row) => row.id);
    const { rows, pages } = await pullUntil(staff, 'tasks', start, includesAll(ids), 2);
    expect(rows.map((row) => row.id).filter((id) => ids.includes(id))).toEqual(ids);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page.rows.length).toBeLessThanOrEqual(2);
    expect(pages.some((page) => page.has_more)).toBe(true);
    let previous = start;
    for (const page of pages.filter((p) => p.rows.length > 0)) {
      expect(isAfter(page.cursor, previous)).toBe(true);
      previous = page.cursor;
    }

    const row = rows.find((r) => r.id === ids[0]);
    expect(row).toMatchObject({ title: 'Pull 1', status: 'todo', priority: 'medium', deleted: false });
    expect(row).toHaveProperty('field_updated_at');
    expect(row).toHaveProperty('updated_at');
    expect(row).not.toHaveProperty('sync_txid');
    expect(row).not.toHaveProperty('sync_seq');
  });

  it('answers an up-to-date cursor with no rows and the same cursor', async () => {
    // Nothing writes specializations while the stack runs (only the migration does).
    const { rows, cursor } = await pullAll(staff, 'specializations', null);
    expect(rows).toHaveLength(25);
    expect(await pull(staff, 'specializations', cursor)).toEqual({
      rows: [],
      cursor,
      has_more: false,
      horizon: expect.stringMatching(/^\d+$/),
    });
    expect(await pull(staff, 'specializations', { txid: '0', seq: 0 }, 1)).toMatchObject({ has_more: true });
  });

  it('delivers deletions as tombstones', async () => {
    const row = task('Pull tombstone');
    expect((await staff.from('tasks').insert(row)).error).toBeNull();
    const { cursor } = await pullAll(staff, 'tasks', null);
    expect((await staff.from('tasks').delete().eq('id', row.id)).error).toBeNull();
    const { rows } = await pullUntil(staff, 'tasks', cursor, (got) =>
      got.some((r) => r.id === row.id && r.deleted),
    );
    expect(rows.filter((r) => r.id === row.id)).toMatchObject([{ id: row.id, deleted: true }]);
  });

  it('does not skip a row whose transaction commits after a later one was pulled', async () => {
    const before = (await pullAll(staff, 'tasks', null)).cursor;
    const late = task('Committed late');
    const early = task('Committed early');

    // A device's push that is still running: its transaction started first and stays open.
    const held = new pg.Client({ connectionString: databaseUrl });
    openClients.push(held);
    await held.connect();
    await held.query('begin isolation level read committed');
    await held.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: staffAuthId, role: 'authenticated' })],
    );
    await held.query('insert into public.tasks (id, clinic_id, title, description) values ($1, $2, $3, $4)', [
      late.id,
      late.clinic_id,
      late.title,
      late.description,
    ]);
    // Meanwhile another write commits, and a device pulls.
    expect((await staff.from('tasks').insert(early)).error).toBeNull();
    const during = await pullAll(staff, 'tasks', before);
    expect(during.rows.map((r) => r.id)).not.toContain(late.id);

    await held.query('commit');
    const after = await pullUntil(staff, 'tasks', during.cursor, includesAll([late.id]));
    const seen = [...during.rows, ...after.rows].map((r) => r.id);
    expect(seen).toContain(late.id);
    expect(seen).toContain(early.id);
  });

  it('returns only what row-level security lets the caller see', async () => {
    const patient = {
      id: randomUUID(),
      clinic_id: clinicId,
      first_name: 'Vizibil',
      last_name: 'Doar Aurora',
    };
    expect((await staff.from('patients').insert(patient)).error).toBeNull();
    const nova = await pullAll(novaAdmin, 'patients', null);
    expect(nova.rows.map((r) => r.id)).not.toContain(patient.id);
    expect(nova.rows.every((r) => r.clinic_id !== clinicId)).toBe(true);
    const aurora = await pullUntil(staff, 'patients', null, includesAll([patient.id]));
    expect(aurora.rows.map((r) => r.id)).toContain(patient.id);
    expect(aurora.rows.find((r) => r.id === patient.id)).toMatchObject({ name: 'Vizibil Doar Aurora' });

    // Doctors see no partners at all.
    expect((await pullAll(doctor, 'partners', null)).rows).toEqual([]);
    // Everyone reads the shared specializations.
    expect((await pullAll(doctor, 'specializations', null)).rows).toHaveLength(25);
  });

  it('refuses a collection that is not synced', async () => {
    const { error } = await staff.rpc('sync_pull', { p_collection: 'email_outbox' });
    expect(error?.code).toBe('22023');
    const { error: injection } = await staff.rpc('sync_pull', { p_collection: 'tasks; drop table tasks' });
    expect(injection?.code).toBe('22023');
  });

  it('answers a page as columns with the rows, cursor and horizon of the same page as objects', async () => {
    // Issue 42 (migration 20261209000100): p_columns writes the names once and each row as its
    // values; builds before it call without and read objects, as the rest of this file does. Both
    // read in one snapshot, so a write of another test between them changes neither.
    const reader = new pg.Client({ connectionString: databaseUrl });
    openClients.push(reader);
    await reader.connect();
    await reader.query('begin isolation level repeatable read read only');
    await reader.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: staffAuthId, role: 'authenticated' })],
    );
    const read = async (collection: string, cursor: Cursor | null, limit: number, columns?: boolean) => {
      const { rows } = await reader.query<{ page: unknown }>(
        columns === undefined
          ? 'select public.sync_pull($1, $2::jsonb, $3) as page'
          : 'select public.sync_pull($1, $2::jsonb, $3, $4) as page',
        [collection, JSON.stringify(cursor), limit, ...(columns === undefined ? [] : [columns])],
      );
      return rows[0]?.page;
    };
    for (const [collection, limit] of [
      ['patients', 7],
      ['appointments', 5000],
      ['specializations', 1000],
    ] as const) {
      const second = ((await read(collection, null, 3)) as PullPage).cursor;
      for (const cursor of [null, second]) {
        const objects = (await read(collection, cursor, limit)) as PullPage & { horizon: string };
        const { columns, rows, ...rest } = (await read(collection, cursor, limit, true)) as {
          columns: string[];
          rows: unknown[][];
        } & Omit<PullPage, 'rows'>;
        const { rows: objectRows, ...objectRest } = objects;
        expect(objectRows.length).toBeGreaterThan(0);
        expect({ collection, ...rest }).toEqual({ collection, ...objectRest });
        expect(columns).toEqual(Object.keys(objectRows[0] ?? {}));
        expect(columns).not.toContain('sync_txid');
        const asObjects = rows.map((values) =>
          Object.fromEntries(columns.map((name, at) => [name, values[at]])),
        );
        expect(asObjects).toEqual(objectRows);
      }
      // Without p_columns, and with it false, the answer is the one before.
      expect(await read(collection, null, 2, false)).toEqual(await read(collection, null, 2));
    }
  });
});
