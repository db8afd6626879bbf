/**
 * Seeds the demo clinics into an empty, migrated database (called by the local stack as the
 * superuser). All rows are built in memory first (demo-data.ts), then written in one
 * transaction with one multi-row statement per table, so a failure leaves the database empty.
 */
import type pg from 'pg';
import { demoAccessHistory } from './demo-access-history.ts';
import { DEMO_PASSWORD } from './demo-catalog.ts';
import { buildDemoData } from './demo-data.ts';
import type { DemoData } from './demo-rows.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-catalog.ts';

/** GoTrue's instance id for a single-tenant project. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Inserts rows that all have the same keys; jsonb_populate_recordset reads them with the
 * table's own column types, so dates, uuid[] and jsonb need no casts here.
 */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  rows: readonly object[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first).map(quoteIdent).join(', ');
  await client.query(
    `insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Sign-in accounts with the demo password, confirmed, as GoTrue stores them. */
export async function insertAccounts(
  client: pg.ClientBase,
  data: Pick<DemoData, 'authUsers' | 'authIdentities'>,
  now: Date,
): Promise<void> {
  // One bcrypt hash for every account: cost 10 takes tens of milliseconds per call.
  const hashed = await client.query<{ hash: string }>(
    `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
    [DEMO_PASSWORD],
  );
  const hash = hashed.rows[0]?.hash;
  if (!hash) throw new Error('could not hash the demo password');
  const stamp = now.toISOString();
  await insertRows(
    client,
    'auth.users',
    data.authUsers.map((user) => ({
      instance_id: INSTANCE_ID,
      ...user,
      aud: 'authenticated',
      role: 'authenticated',
      encrypted_password: hash,
      email_confirmed_at: stamp,
      // GoTrue reads these tokens as strings: empty, not null.
      confirmation_token: '',
      recovery_token: '',
      email_change: '',
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  await insertRows(client, 'auth.identities', data.authIdentities);
}

async function hasTable(client: pg.ClientBase, table: string): Promise<boolean> {
  const found = await client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [
    table,
  ]);
  return found.rows[0]?.present === true;
}

export async function seedDemo(client: pg.ClientBase, now: Date): Promise<void> {
  const data = buildDemoData(now);
  await client.query('begin');
  try {
    // The rows are the demo's past, not changes anybody made now: the access log stays out of it,
    // and the demo's own history is written below.
    await client.query(`set local cabinet.access_log = 'off'`);
    await insertAccounts(client, data, now);
    await insertRows(client, 'public.clinics', data.clinics);
    await insertRows(client, 'public.users', data.users);
    await insertRows(client, 'public.services', data.services);
    await insertRows(client, 'public.doctor_services', data.doctorServices);
    await insertRows(client, 'public.patients', data.patients);
    await insertRows(client, 'public.appointments', data.appointments);
    // The booking trigger queued a confirmation email per appointment; nobody booked these,
    // so the outbox worker must not mail ~2,000 demo patients when the stack starts.
    await client.query(
      `do $$ begin
         if to_regclass('public.email_outbox') is not null then
           delete from public.email_outbox
            where appointment_id in (select id from public.appointments);
         end if;
       end $$`,
    );
    await insertRows(client, 'public.medical_records', data.medicalRecords);
    await insertRows(client, 'public.tasks', data.tasks);
    await insertRows(client, 'public.partners', data.partners);
    if (await hasTable(client, 'public.access_events')) {
      await insertRows(client, 'public.access_events', demoAccessHistory(data, now));
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
