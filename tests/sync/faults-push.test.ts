/**
 * Faults between a device and the server while it pushes (issue 3, "Faults"): the connection
 * cut after the server applied a push, 500s, the database killing the push's transaction as a
 * restart does (then 503s while "restarting"), answers that come after the client gave up, and a
 * device closed while its push is in flight. Each time the device is left to resume on its own,
 * and then: every change it accepted offline is on the server, none twice (no extra rows, one
 * outbox entry and exactly one email per booking), and it has nothing left to send.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, DEMO, databaseUrl, listMail, waitForEmailOutboxDrained } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';
import {
  type FaultProxy,
  forCollection,
  SYNC_PULL,
  SYNC_PUSH,
  startFaultProxy,
} from './support/fault-proxy.ts';
import { type Doc, WorkerClient } from './support/worker-client.ts';

const REQUEST_TIMEOUT_MS = 1500;

let proxy: FaultProxy;
let device: WorkerClient;
let db: pg.Client;
let doctorId: string;

interface Batch {
  tag: string;
  patients: Doc[];
  appointments: Doc[];
  emails: string[];
}

/** A far-future day of its own for each batch: its bookings never collide with anything. */
let batchDay = 0;

/**
 * Offline, the desk registers `size` patients (each with an email address), edits each once
 * more, and books each an appointment: 2·size creates and size edits waiting to be pushed.
 */
async function offlineBatch(size: number): Promise<Batch> {
  await device.goOffline();
  batchDay += 1;
  const day = Date.UTC(2094, 0, 1) + batchDay * 86_400_000;
  const tag = `fault${randomUUID().slice(0, 8)}`;
  const batch: Batch = { tag, patients: [], appointments: [], emails: [] };
  for (let i = 0; i < size; i += 1) {
    const email = `${tag}-${i}@fault.test`;
    const created = await device.create('patients', {
      first_name: `Pacient${i}`,
      last_name: tag,
      email,
      email_notifications: true,
    });
    batch.patients.push(
      await device.update('patients', created.id, { phone: `0740 ${String(100_000 + i)}` }),
    );
    batch.emails.push(email);
    batch.appointments.push(
      await device.create('appointments', {
        patient_id: created.id,
        doctor_id: doctorId,
        service_id: null,
        created_by: null,
        appointment_date: new Date(day + (8 * 60 + i * 30) * 60_000).toISOString(),
        duration_minutes: 30,
        status: 'scheduled',
      }),
    );
  }
  expect((await device.status()).pendingChanges).toBe(2 * size);
  return batch;
}

async function mailsTo(addresses: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(addresses.map((address) => [address, 0]));
  for (const mail of await listMail()) {
    for (const to of mail.to) {
      const address = to.toLowerCase().replace(/^.*</, '').replace(/>.*$/, '');
      const count = counts.get(address);
      if (count !== undefined) counts.set(address, count + 1);
    }
  }
  return counts;
}

/** Nothing lost, nothing applied twice. */
async function expectExactlyOnce(batch: Batch): Promise<void> {
  const patientIds = batch.patients.map((patient) => patient.id).sort();
  const appointmentIds = batch.appointments.map((appointment) => appointment.id).sort();

  const patients = await db.query<{ id: string; email: string; phone: string; deleted: boolean }>(
    'select id, email, phone, deleted from public.patients where last_name = $1 order by id',
    [batch.tag],
  );
  expect(patients.rows.map((row) => row.id)).toEqual(patientIds);
  for (const row of patients.rows) {
    const local = batch.patients.find((patient) => patient.id === row.id);
    const onDevice = await device.get('patients', row.id);
    expect(
      row,
      `patient ${row.id}; on the device now: phone ${onDevice?.phone}; status ${JSON.stringify(await device.status())}`,
    ).toEqual({ id: row.id, email: local?.email, phone: local?.phone, deleted: false });
  }

  const appointments = await db.query<{ id: string; status: string; appointment_date: Date }>(
    'select id, status, appointment_date from public.appointments where patient_id = any($1) order by id',
    [patientIds],
  );
  expect(appointments.rows.map((row) => row.id)).toEqual(appointmentIds);
  for (const row of appointments.rows) {
    const local = batch.appointments.find((appointment) => appointment.id === row.id);
    expect(row.status).toBe('scheduled');
    expect(row.appointment_date.toISOString()).toBe(new Date(String(local?.appointment_date)).toISOString());
  }

  const outbox = await db.query<{ appointment_id: string; kind: string }>(
    'select appointment_id, kind from public.email_outbox where appointment_id = any($1) order by appointment_id',
    [appointmentIds],
  );
  expect(outbox.rows).toEqual(appointmentIds.map((id) => ({ appointment_id: id, kind: 'created' })));

  // Once the outbox has finished these bookings' rows, every email they will cause is caught.
  await waitForEmailOutboxDrained(appointmentIds);
  expect(Object.fromEntries(await mailsTo(batch.emails))).toEqual(
    Object.fromEntries(batch.emails.map((address) => [address, 1])),
  );

  const status = await device.status();
  expect(status.pendingChanges).toBe(0);
  expect(status.conflicts).toBe(0);
}

/** Back online, left to recover by itself (no syncNow), then idle. */
async function resume(): Promise<void> {
  await device.goOnline();
  await device.awaitIdle(45_000);
}

beforeAll(async () => {
  proxy = await startFaultProxy(apiUrl);
  device = await WorkerClient.start({
    email: DEMO.auroraStaff,
    name: 'desk behind the fault proxy',
    apiUrl: proxy.url,
    pollIntervalMs: 500,
    minBackoffMs: 100,
    maxBackoffMs: 600,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  const [doctor] = await device.find('users', { role: 'doctor' });
  if (!doctor) throw new Error('Aurora has no doctor');
  doctorId = doctor.id;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 90_000);

afterAll(async () => {
  await device?.terminate();
  await proxy?.close();
  await db?.end();
});

describe('a push interrupted, then resumed', () => {
  it('loses nothing and doubles nothing when the connection drops after the server applied it', async () => {
    const batch = await offlineBatch(4);
    // Patients go first and are cut after they were stored; then the bookings, twice.
    proxy.failNext(1, { kind: 'drop-after-apply' }, SYNC_PUSH);
    proxy.inject({
      fault: { kind: 'drop-after-apply' },
      match: SYNC_PUSH,
      body: forCollection('appointments'),
      times: 2,
    });
    await resume();
    expect(proxy.faultsHit({ kind: 'drop-after-apply' })).toBe(3);
    proxy.clear();
    await expectExactlyOnce(batch);
  });

  it('retries through 500s', async () => {
    const batch = await offlineBatch(3);
    proxy.failNext(4, { kind: 'status', status: 500 }, SYNC_PUSH);
    await resume();
    expect(proxy.faultsHit({ kind: 'status', match: SYNC_PUSH })).toBeGreaterThanOrEqual(4);
    proxy.clear();
    await expectExactlyOnce(batch);
  });

  it('recovers when the database kills the push mid-transaction and the server restarts', async () => {
    const batch = await offlineBatch(3);
    // Hold the bookings' table so the push of appointments waits inside its transaction.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table public.appointments in exclusive mode');
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      await device.goOnline();
      const pushPid = await waitUntil(
        async () => {
          const waiting = await db.query<{ pid: number }>(
            `select pid from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%sync_push%'`,
          );
          return waiting.rows[0]?.pid;
        },
        { timeoutMs: 20_000, intervalMs: 20, what: 'the push waiting on the locked table' },
      );
      // The "restart": the API answers 503 for a while, and every server connection but ours
      // dies, the push's among them, half-way through its transaction (patients already stored,
      // bookings not).
      proxy.failFor(1500, { kind: 'status', status: 503 });
      // In the select list, so it runs only for the rows the filter kept (never for ours).
      const killed = await db.query<{ pid: number }>(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'
            and pid <> pg_backend_pid() and pid <> $1`,
        [holderPid],
      );
      expect(killed.rows.map((row) => row.pid)).toContain(pushPid);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    await device.awaitIdle(45_000);
    expect(proxy.faultsHit({ kind: 'status' })).toBeGreaterThan(0);
    proxy.clear();
    await expectExactlyOnce(batch);
  });

  it('retries after a timeout, also when the server had applied the push it never answered in time', async () => {
    const batch = await offlineBatch(3);
    proxy.failNext(1, { kind: 'stall' }, SYNC_PUSH);
    proxy.inject({
      fault: { kind: 'late-answer', ms: REQUEST_TIMEOUT_MS * 2 },
      match: SYNC_PUSH,
      body: forCollection('appointments'),
      times: 1,
    });
    proxy.failNext(1, { kind: 'stall' }, SYNC_PULL);
    await resume();
    expect(proxy.faultsHit({ kind: 'stall' })).toBe(2);
    expect(proxy.faultsHit({ kind: 'late-answer' })).toBe(1);
    proxy.clear();
    await expectExactlyOnce(batch);
  });

  it('resumes after the app was closed while its push was on the way', async () => {
    const batch = await offlineBatch(3);
    proxy.inject({
      fault: { kind: 'late-answer', ms: 5000 },
      match: SYNC_PUSH,
      body: forCollection('appointments'),
      times: 1,
    });
    const lateBefore = proxy.faultsHit({ kind: 'late-answer' });
    await device.goOnline();
    await proxy.waitForFaults(lateBefore + 1, { kind: 'late-answer' });
    // The server has stored the bookings; the device closes before it hears so.
    await device.close();
    await device.reopen();
    await device.awaitIdle(45_000);
    proxy.clear();
    await expectExactlyOnce(batch);
  });
});
