/**
 * Brings a database to the current schema. Two layers, kept apart:
 * - supabase/local/bootstrap/*.sql: what hosted Supabase already provides (roles, auth and
 *   storage schemas). Applied only by the local stack, never pushed to a hosted project.
 * - supabase/migrations/*.sql: the app's schema, applied unchanged here and by
 *   `supabase db push`. Tracked in supabase_migrations.schema_migrations like the CLI does,
 *   so a database migrated here and one migrated by the CLI agree on what has run.
 * Each file runs once, in its own transaction, in file-name order.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from './config.ts';

export const BOOTSTRAP_DIR = path.join(ROOT_DIR, 'supabase', 'local', 'bootstrap');
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'supabase', 'migrations');

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.sql')).sort();
}

export interface MigrationReport {
  bootstrap: string[];
  migrations: string[];
}

export async function migrate(databaseUrl: string): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const report: MigrationReport = { bootstrap: [], migrations: [] };
  try {
    // Serialises concurrent starts against one database.
    await client.query('select pg_advisory_lock(5432100)');
    await client.query('set search_path = "$user", public, extensions');
    await client.query(`
      create schema if not exists _cabinet_local;
      create table if not exists _cabinet_local.bootstrap (name text primary key, applied_at timestamptz not null default now());
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
    `);
    for (const file of await sqlFiles(BOOTSTRAP_DIR)) {
      const done = await client.query('select 1 from _cabinet_local.bootstrap where name = $1', [file]);
      if (done.rowCount) continue;
      await applyFile(client, path.join(BOOTSTRAP_DIR, file), async () => {
        await client.query('insert into _cabinet_local.bootstrap (name) values ($1)', [file]);
      });
      report.bootstrap.push(file);
    }
    for (const file of await sqlFiles(MIGRATIONS_DIR)) {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
      const [, version, name] = match as unknown as [string, string, string];
      const done = await client.query(
        'select 1 from supabase_migrations.schema_migrations where version = $1',
        [version],
      );
      if (done.rowCount) continue;
      await applyFile(client, path.join(MIGRATIONS_DIR, file), async (sql) => {
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [version, [sql], name],
        );
      });
      report.migrations.push(file);
    }
  } finally {
    await client.query('select pg_advisory_unlock(5432100)').catch(() => undefined);
    await client.end();
  }
  return report;
}

async function applyFile(
  client: pg.Client,
  file: string,
  record: (sql: string) => Promise<void>,
): Promise<void> {
  const sql = await readFile(file, 'utf8');
  await client.query('begin');
  try {
    await client.query(sql);
    await record(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
