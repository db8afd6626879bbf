/**
 * Appointment emails asked for by the database itself (issue 37, point 12), on every server the
 * migrations run on. pg_net, pg_cron and Vault exist only on a hosted project: here each case
 * stands them in inside one transaction it rolls back (DDL is transactional), so the stubs never
 * outlive the case, and shows the same migrations without them fall back cleanly.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

export interface EmailDeliveryContext {
  /** The database as its owner. */
  databaseUrl(): string;
  signIn(email: string): Promise<SupabaseClient>;
}

/** pg_net's http_post, pg_cron's schedule and Vault's view, as hosted Supabase has them, recording. */
const HOSTED_STANDINS = `
  create schema net;
  create table net.calls (id bigserial primary key, url text, body jsonb, params jsonb, headers jsonb, timeout integer);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                headers jsonb default '{}', timeout_milliseconds integer default 5000)
  returns bigint language sql as $$
    insert into net.calls (url, body, params, headers, timeout)
    values (url, body, params, headers, timeout_milliseconds) returning id
  $$;
  create schema vault;
  create view vault.decrypted_secrets as
    select * from (values ('cabinet_project_url', 'https://abcdefgh.supabase.co/ '),
                          ('cabinet_anon_key', 'the-anon-key')) as s(name, decrypted_secret);
  create schema cron;
  create table cron.jobs (name text primary key, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.jobs values (job_name, schedule, command)
    on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
    select 1::bigint
  $$;
`;

async function inRolledBackTransaction<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    return await work(db);
  } finally {
    await db.query('rollback').catch(() => undefined);
    await db.end();
  }
}

const queueEmail = (db: pg.Client) =>
  db.query(`insert into public.email_outbox (appointment_id, kind) values ($1, 'created')`, [randomUUID()]);

async function scalar<T>(db: pg.Client, sql: string): Promise<T> {
  const { rows } = await db.query(sql);
  return Object.values(rows[0] ?? {})[0] as T;
}

export function describeEmailDelivery(server: string, context: EmailDeliveryContext): void {
  describe(`appointment emails asked for by the database (${server})`, () => {
    it('without pg_net, pg_cron or Vault the migrations leave delivery to the listener, and queueing still works', async () => {
      await inRolledBackTransaction(context.databaseUrl(), async (db) => {
        expect(await scalar(db, 'select private.email_delivery_is_automatic()')).toBe(false);
        expect(await scalar(db, 'select private.schedule_email_retry()')).toBe(false);
        await queueEmail(db);
        expect(await scalar(db, 'select private.request_email_delivery()')).toBeNull();
        expect(await scalar(db, 'select private.retry_email_delivery()')).toBeNull();
      });
    });

    it('with them: one request to send-appointment-email per transaction that queues, with the key from Vault', async () => {
      await inRolledBackTransaction(context.databaseUrl(), async (db) => {
        await db.query(HOSTED_STANDINS);
        expect(await scalar(db, 'select private.email_delivery_is_automatic()')).toBe(true);
        // Three bookings in one push: three outbox rows, three statements, one request.
        for (let i = 0; i < 3; i++) await queueEmail(db);
        const { rows: calls } = await db.query('select url, headers, body from net.calls');
        expect(calls).toEqual([
          {
            url: 'https://abcdefgh.supabase.co/functions/v1/send-appointment-email',
            headers: {
              'Content-Type': 'application/json',
              Authorization: 'Bearer the-anon-key',
              apikey: 'the-anon-key',
            },
            body: {},
          },
        ]);
      });
    });

    it('a transaction that queues no email asks for nothing; a missing setting asks for nothing', async () => {
      await inRolledBackTransaction(context.databaseUrl(), async (db) => {
        await db.query(HOSTED_STANDINS);
        await db.query(
          `update public.email_outbox set status = 'sent' where status in ('pending', 'sending')`,
        );
        expect(await scalar(db, 'select private.retry_email_delivery()')).toBeNull();
        expect(await scalar(db, 'select count(*)::int from net.calls')).toBe(0);
        await db.query(`create or replace view vault.decrypted_secrets as
          select * from (values ('cabinet_project_url', 'https://abcdefgh.supabase.co')) as s(name, decrypted_secret)`);
        expect(await scalar(db, 'select private.email_delivery_is_automatic()')).toBe(false);
        await queueEmail(db);
        expect(await scalar(db, 'select count(*)::int from net.calls')).toBe(0);
      });
    });

    it('the minute’s retry is scheduled once, and asks only while an email waits', async () => {
      await inRolledBackTransaction(context.databaseUrl(), async (db) => {
        await db.query(HOSTED_STANDINS);
        expect(await scalar(db, 'select private.schedule_email_retry()')).toBe(true);
        expect(await scalar(db, 'select private.schedule_email_retry()')).toBe(true);
        const { rows: jobs } = await db.query('select name, schedule, command from cron.jobs');
        expect(jobs).toEqual([
          {
            name: 'cabinet-appointment-emails',
            schedule: '* * * * *',
            command: 'select private.retry_email_delivery()',
          },
        ]);
        await db.query(
          `update public.email_outbox set status = 'sent' where status in ('pending', 'sending')`,
        );
        await db.query(jobs[0].command);
        expect(await scalar(db, 'select count(*)::int from net.calls')).toBe(0);
        // A row queued before the request could be made (another session's, say) waits: the job asks.
        await db.query(`alter table public.email_outbox disable trigger deliver_queued_emails`);
        await queueEmail(db);
        await db.query(jobs[0].command);
        expect(await scalar(db, 'select count(*)::int from net.calls')).toBe(1);
      });
    });

    it('removed files are asked of remove-stored-files the same way: once per transaction, and every minute while one waits', async () => {
      await inRolledBackTransaction(context.databaseUrl(), async (db) => {
        await db.query(HOSTED_STANDINS);
        await db.query(
          `update public.file_removals set status = 'done' where status in ('pending', 'removing')`,
        );
        await db.query(`select private.remove_file_later('medical-documents', $1)`, [
          `${randomUUID()}/p/a.pdf`,
        ]);
        await db.query(`select private.remove_file_later('avatars', $1)`, [
          `${randomUUID()}/patients/p/1.png`,
        ]);
        // A picture given as a web address is not a stored file: nothing is queued for it.
        await db.query(`select private.remove_file_later('avatars', 'https://example.com/a.png')`);
        expect(
          await scalar(db, `select count(*)::int from public.file_removals where status = 'pending'`),
        ).toBe(2);
        const { rows: calls } = await db.query('select url from net.calls');
        expect(calls).toEqual([{ url: 'https://abcdefgh.supabase.co/functions/v1/remove-stored-files' }]);
        await db.query('select private.retry_file_removal()');
        expect(await scalar(db, 'select count(*)::int from net.calls')).toBe(2);
      });
    });

    it('a clinic administrator sees emails waiting or failed in its own clinic, and no one else does', async () => {
      const owner = new pg.Client({ connectionString: context.databaseUrl() });
      await owner.connect();
      const admin = await context.signIn('admin@aurora.cabinet.demo');
      const inserted: string[] = [];
      try {
        const before = await admin.rpc('email_delivery_health');
        expect(before.error).toBeNull();
        expect(before.data).toMatchObject({ automatic: false });
        const { rows } = await owner.query<{ id: string }>(
          `select a.id from public.appointments a join public.clinics c on c.id = a.clinic_id
           where c.name = 'Clinica Aurora' and not a.deleted limit 1`,
        );
        const appointmentId = rows[0]?.id;
        // One left 'sending' 20 minutes after it was queued (its sender lost), one failed for good.
        const { rows: added } = await owner.query<{ id: string }>(
          `insert into public.email_outbox (appointment_id, kind, status, attempts, created_at, claimed_at, last_error)
           values ($1, 'created', 'sending', 1, now() - interval '20 minutes', now(), null),
                  ($1, 'updated', 'failed', 5, now() - interval '1 hour', now() - interval '50 minutes', 'SMTP refused: 550')
           returning id`,
          [appointmentId],
        );
        inserted.push(...added.map((row) => row.id));
        const after = await admin.rpc('email_delivery_health');
        const health = after.data as { waiting: number; failed: number; last_error: string | null };
        expect(health.waiting).toBe((before.data as { waiting: number }).waiting + 1);
        expect(health.failed).toBe((before.data as { failed: number }).failed + 1);
        expect(health.last_error).toBe('SMTP refused: 550');

        const staff = await context.signIn('staff@aurora.cabinet.demo');
        expect((await staff.rpc('email_delivery_health')).error?.code).toBe('42501');
        const nova = await context.signIn('admin@nova.cabinet.demo');
        const novaHealth = (await nova.rpc('email_delivery_health')).data as { last_error: string | null };
        expect(novaHealth.last_error).not.toBe('SMTP refused: 550');
      } finally {
        if (inserted.length > 0)
          await owner.query('delete from public.email_outbox where id = any($1)', [inserted]);
        await owner.end();
      }
    });
  });
}
