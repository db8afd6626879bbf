/**
 * A rule the server enforces and this build's devices do not know (as a newer server's would be),
 * added for one test and removed after: how a test makes the server refuse a row the app accepted.
 * Through the database itself (the e2e stack's PostgreSQL as its owner); the rule names only the
 * test's own rows, so journeys running beside it are untouched.
 */
import pg from 'pg';
import { adminDatabaseUrl } from '#supabase/local/config.ts';
import { e2eStackConfig } from './e2e-stack-config.ts';

export interface ServerRule {
  /** The constraint's name, as the device's conflict shows it. */
  readonly name: string;
  drop(): Promise<void>;
}

async function run(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(e2eStackConfig()) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Refuses new patients whose last name starts with `prefix` (letters only). */
export async function refusePatientsNamed(prefix: string): Promise<ServerRule> {
  if (!/^[A-Za-z]+$/.test(prefix)) throw new Error(`letters only: ${prefix}`);
  const name = `patients_refused_${prefix.toLowerCase()}`;
  await run(
    `alter table public.patients add constraint ${name} check (last_name not like '${prefix}%') not valid`,
  );
  return { name, drop: () => run(`alter table public.patients drop constraint if exists ${name}`) };
}
