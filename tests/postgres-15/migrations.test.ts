/**
 * The migrations and the demo seed on Debian's PostgreSQL 15 (issue 37): the global setup applied
 * them, so here is what they left: every migration recorded, the seed's clinics, and the same
 * schema objects as on the embedded server.
 */
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#supabase/local/migrate.ts';
import { postgres15DatabaseUrl } from './postgres-15-harness.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: postgres15DatabaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('the migrations on PostgreSQL 15', () => {
  it('runs on 15, with every migration applied and the demo clinics seeded', async () => {
    expect(Number((await db.query('show server_version_num')).rows[0].server_version_num)).toBeLessThan(
      160000,
    );
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
    const { rows } = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    expect(rows.map((row) => row.version).sort()).toEqual(files.map((name) => name.split('_')[0]).sort());
    const clinics = await db.query<{ name: string }>(
      'select name from public.clinics where not deleted order by name',
    );
    expect(clinics.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Clinica Aurora', 'Clinica Nova']),
    );
  });

  it('has neither pg_net nor pg_cron, which the email migration did not need', async () => {
    const { rows } = await db.query(
      `select name from pg_available_extensions where name in ('pg_net', 'pg_cron')`,
    );
    expect(rows).toEqual([]);
    expect((await db.query(`select to_regtype('net.http_request_queue') as t`)).rows[0].t).toBeNull();
  });
});
