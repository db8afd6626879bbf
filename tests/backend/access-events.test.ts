/**
 * The access history (issue 39; migration 20261205000100): every change of a patient, an
 * appointment, a record item, a document or the medical history is recorded by the server on
 * every path (REST, sync_push, SQL), devices add what their users opened through
 * record_access_events, nobody can rewrite what is recorded (every role, every path), and only
 * the clinic's administrators read it.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, databaseUrl, serviceClient, signIn, signInDemoPeople } from './harness.ts';

interface AccessEvent {
  id: string;
  clinic_id: string;
  user_id: string | null;
  user_name: string | null;
  user_role: string;
  patient_id: string | null;
  action: string;
  subject: string;
  record_id: string;
  device_at: string;
  server_at: string;
  offline: boolean;
  source: string;
}

let db: pg.Client;
let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let novaAdmin: SupabaseClient;
let superAdmin: SupabaseClient;
let ids: { admin: string; staff: string; doctor: string; novaAdmin: string };
let clinicId: string;
let novaClinicId: string;
let patientId: string;

/** The events the server holds for a record, oldest first, read as the table's owner. */
async function eventsOf(recordId: string): Promise<AccessEvent[]> {
  const { rows } = await db.query<AccessEvent>(
    'select * from public.access_events where record_id = $1 order by server_at, action',
    [recordId],
  );
  return rows.map((row) => ({
    ...row,
    device_at: new Date(row.device_at).toISOString(),
    server_at: new Date(row.server_at).toISOString(),
  }));
}

/** An open event as a device sends it. */
function openEvent(fields: Partial<Record<string, unknown>> = {}) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    user_id: ids.doctor,
    patient_id: patientId,
    action: 'open',
    subject: 'medical_record',
    record_id: patientId,
    device_at: new Date().toISOString(),
    device_id: 'test-tablet',
    offline: false,
    ...fields,
  };
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const people = await signInDemoPeople();
  ({ admin, staff, doctor, novaAdmin } = people.clients);
  superAdmin = await signIn(DEMO.superAdmin);
  ids = people.ids;
  clinicId = people.aurora;
  novaClinicId = people.nova;
  patientId = randomUUID();
  const { error } = await staff
    .from('patients')
    .insert({ id: patientId, clinic_id: clinicId, first_name: 'Istoric', last_name: 'Acces' });
  expect(error).toBeNull();
});

afterAll(async () => {
  await db.end();
});

describe('changes the server records', () => {
  it('records a patient created through REST with its author, role and the server clock', async () => {
    const [created] = await eventsOf(patientId);
    expect(created).toMatchObject({
      clinic_id: clinicId,
      user_id: ids.staff,
      user_role: 'staff',
      patient_id: patientId,
      action: 'create',
      subject: 'patient',
      source: 'server',
      offline: false,
    });
    expect(created?.user_name).toBeTruthy();
  });

  it('tells a change of the medical history from a change of the patient, and records both in one write', async () => {
    const { error } = await doctor
      .from('patients')
      .update({ height: 172, phone: '0722 000 111' })
      .eq('id', patientId);
    expect(error).toBeNull();
    const updates = (await eventsOf(patientId)).filter((event) => event.action === 'update');
    expect(updates.map((event) => event.subject).sort()).toEqual(['medical_history', 'patient']);
    expect(updates.every((event) => event.user_id === ids.doctor && event.user_role === 'doctor')).toBe(true);
  });

  it('dates a change a device pushed by the device’s clock and marks it offline when it came late', async () => {
    const appointmentId = randomUUID();
    const madeAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const row = {
      id: appointmentId,
      clinic_id: clinicId,
      patient_id: patientId,
      doctor_id: ids.doctor,
      // 2088: a year no other test books (foreign-ids.test.ts books this doctor on 2098-03-03).
      appointment_date: new Date(Date.UTC(2088, 2, 3 + Math.floor(Math.random() * 200), 9)).toISOString(),
      duration_minutes: 15,
      status: 'scheduled',
    };
    const { data, error } = await staff.rpc('sync_push', {
      p_collection: 'appointments',
      p_changes: [{ id: appointmentId, new: row, base: null, changed_at: madeAt }],
    });
    expect(error).toBeNull();
    expect((data as { results: Array<{ status: string }> }).results[0]?.status).toBe('applied');
    const [created] = await eventsOf(appointmentId);
    expect(created).toMatchObject({
      user_id: ids.staff,
      action: 'create',
      subject: 'appointment',
      patient_id: patientId,
      device_at: madeAt,
      offline: true,
    });
  });

  it('records a deletion (a tombstone) as a delete', async () => {
    const recordAppointment = randomUUID();
    await db.query(
      `insert into public.appointments (id, clinic_id, patient_id, doctor_id, appointment_date, duration_minutes)
       values ($1, $2, $3, $4, $5, 15)`,
      [recordAppointment, clinicId, patientId, ids.doctor, new Date(Date.UTC(2098, 9, 1, 10)).toISOString()],
    );
    const itemId = randomUUID();
    const { error: insertError } = await doctor.from('medical_records').insert({
      id: itemId,
      clinic_id: clinicId,
      appointment_id: recordAppointment,
      patient_id: patientId,
      category: 'notes',
      description: 'Notă pentru istoric',
    });
    expect(insertError).toBeNull();
    const { error } = await doctor.from('medical_records').delete().eq('id', itemId);
    expect(error).toBeNull();
    const events = await eventsOf(itemId);
    expect(events.map((event) => [event.action, event.subject, event.user_role])).toEqual([
      ['create', 'record_item', 'doctor'],
      ['delete', 'record_item', 'doctor'],
    ]);
  });

  it('records a change made by SQL outside the API as the database’s', async () => {
    await db.query('update public.patients set phone = $2 where id = $1', [patientId, '0722 000 222']);
    const byDatabase = (await eventsOf(patientId)).filter((event) => event.user_role === 'database');
    expect(byDatabase).toHaveLength(1);
    expect(byDatabase[0]).toMatchObject({ user_id: null, action: 'update', subject: 'patient' });
  });
});

describe('what devices send', () => {
  it('stores an open once however often the device sends it, with the server’s word for role and time', async () => {
    const event = openEvent({ offline: true, device_at: new Date(Date.now() - 3_600_000).toISOString() });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await doctor.rpc('record_access_events', { p_events: [event] });
      expect(error).toBeNull();
    }
    const stored = (await eventsOf(patientId)).filter((row) => row.id === event.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user_role: 'doctor', source: 'device', offline: true });
    expect(Date.parse(stored[0]?.server_at ?? '')).toBeGreaterThan(Date.parse(event.device_at));
  });

  it.each([
    ['naming another user', () => openEvent({ user_id: ids.staff })],
    ['naming another clinic', () => openEvent({ clinic_id: novaClinicId })],
    ['claiming a change the server records itself', () => openEvent({ action: 'update' })],
    ['of an unknown kind', () => openEvent({ subject: 'everything' })],
  ])('refuses an event %s, and stores nothing of its call', async (_name, make) => {
    const event = make();
    const { error, status } = await doctor.rpc('record_access_events', { p_events: [openEvent(), event] });
    expect(error).not.toBeNull();
    expect((await eventsOf(event.record_id as string)).some((row) => row.id === event.id)).toBe(false);
    // What a device reads as a refusal of the batch's content (send-access-events.ts): a client
    // error, while the same caller's empty batch is taken.
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect([408, 429]).not.toContain(status);
    expect((await doctor.rpc('record_access_events', { p_events: [] })).error).toBeNull();
  });

  it('refuses the anonymous caller, an empty batch too', async () => {
    const { error } = await anonClient().rpc('record_access_events', { p_events: [openEvent()] });
    expect(error).not.toBeNull();
    expect((await anonClient().rpc('record_access_events', { p_events: [] })).error).not.toBeNull();
  });
});

describe('nobody rewrites the history', () => {
  let eventId: string;
  beforeAll(async () => {
    const event = openEvent({ subject: 'visit', record_id: randomUUID() });
    const { error } = await doctor.rpc('record_access_events', { p_events: [event] });
    expect(error).toBeNull();
    eventId = event.id;
  });

  const clients: Array<[string, () => SupabaseClient]> = [
    ['anon', () => anonClient()],
    ['the doctor who wrote it', () => doctor],
    ['an admin of the clinic', () => admin],
    ['the super administrator', () => superAdmin],
    ['the service key', () => serviceClient()],
  ];
  it.each(clients)('refuses %s an update and a delete through REST', async (_name, client) => {
    await client().from('access_events').update({ offline: false, user_role: 'admin' }).eq('id', eventId);
    await client().from('access_events').delete().eq('id', eventId);
    const [row] = (await db.query<AccessEvent>('select * from public.access_events where id = $1', [eventId]))
      .rows;
    expect(row).toMatchObject({ user_id: ids.doctor, user_role: 'doctor', offline: false });
  });

  it('refuses the service key with the append-only error, not silently', async () => {
    const { error } = await serviceClient().from('access_events').delete().eq('id', eventId);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/append-only/);
  });

  it('is no collection sync_push could write', async () => {
    const { error } = await doctor.rpc('sync_push', {
      p_collection: 'access_events',
      p_changes: [{ id: eventId, new: { id: eventId }, base: null, changed_at: new Date().toISOString() }],
    });
    expect(error?.code).toBe('22023');
  });

  it('refuses SQL as the table’s owner too: update, delete and truncate', async () => {
    for (const statement of [
      `update public.access_events set offline = true where id = '${eventId}'`,
      `delete from public.access_events where id = '${eventId}'`,
      'truncate public.access_events',
    ]) {
      await expect(db.query(statement)).rejects.toThrow(/append-only/);
    }
  });

  it('lets only the retention job remove events, those past the clinic’s period', async () => {
    await db.query('begin');
    try {
      const old = (years: number) => new Date(Date.now() - years * 366 * 86_400_000).toISOString();
      const event = (years: number) => [randomUUID(), clinicId, old(years)];
      const [sixYears, fourYears] = [event(6), event(4)];
      for (const [id, clinic, at] of [sixYears, fourYears]) {
        await db.query(
          `insert into public.access_events (id, clinic_id, user_role, action, subject, record_id, device_at, server_at, source)
           values ($1, $2, 'doctor', 'open', 'visit', $1, $3, $3, 'device')`,
          [id, clinic, at],
        );
      }
      const kept = async () =>
        (
          await db.query<{ id: string }>('select id from public.access_events where id = any($1::uuid[])', [
            [sixYears[0], fourYears[0]],
          ])
        ).rows.map((row) => row.id);
      await db.query('select private.remove_expired_access_events()');
      expect(await kept()).toEqual([fourYears[0]]);
      await db.query(
        `insert into public.access_history_settings (clinic_id, keep_years) values ($1, 3)
         on conflict (clinic_id) do update set keep_years = 3`,
        [clinicId],
      );
      await db.query('select private.remove_expired_access_events()');
      expect(await kept()).toEqual([]);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('how long the clinic keeps it', () => {
  it('is 5 years until its admin sets another period, 1 to 30 years; nobody else sets it', async () => {
    expect((await novaAdmin.rpc('access_history_keep_years')).data).toBe(5);
    try {
      expect((await admin.rpc('set_access_history_keep_years', { p_years: 7 })).data).toBe(7);
      expect((await admin.rpc('access_history_keep_years')).data).toBe(7);
      expect((await doctor.rpc('access_history_keep_years')).data).toBe(7);
      expect((await novaAdmin.rpc('access_history_keep_years')).data).toBe(5);
      for (const years of [0, 31]) {
        expect((await admin.rpc('set_access_history_keep_years', { p_years: years })).error?.code).toBe(
          '22023',
        );
      }
      for (const client of [doctor, staff]) {
        expect((await client.rpc('set_access_history_keep_years', { p_years: 2 })).error?.code).toBe('42501');
      }
      expect((await anonClient().rpc('set_access_history_keep_years', { p_years: 2 })).error).not.toBeNull();
      expect((await admin.rpc('access_history_keep_years')).data).toBe(7);
    } finally {
      await admin.rpc('set_access_history_keep_years', { p_years: 5 });
    }
  });
});

describe('who reads the history', () => {
  it('lets the clinic’s admin read its events, and the super administrator in its context', async () => {
    const { data, error } = await admin
      .from('access_events')
      .select('id, patient_id')
      .eq('patient_id', patientId);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    const { error: contextError } = await superAdmin.rpc('set_clinic_context', { p_clinic_id: clinicId });
    expect(contextError).toBeNull();
    try {
      const { data: seen } = await superAdmin.from('access_events').select('id').eq('patient_id', patientId);
      expect(seen?.length).toBe(data?.length);
    } finally {
      await superAdmin.rpc('set_clinic_context', { p_clinic_id: null });
    }
  });

  it.each([
    ['the doctor', () => doctor],
    ['the desk', () => staff],
    ['another clinic’s admin', () => novaAdmin],
    ['the anonymous caller', () => anonClient()],
  ])('shows %s nothing', async (_name, client) => {
    const { data } = await client().from('access_events').select('id').eq('patient_id', patientId);
    expect(data ?? []).toEqual([]);
  });

  it('holds the demo’s own history: opens and changes by the demo doctor and desk', async () => {
    const { data } = await admin
      .from('access_events')
      .select('user_id, action')
      .in('user_id', [ids.doctor, ids.staff])
      .lt('server_at', new Date(Date.now() - 86_400_000).toISOString());
    const actions = new Set(
      (data ?? []).map((row) => `${row.user_id === ids.doctor ? 'doctor' : 'desk'} ${row.action}`),
    );
    expect(actions).toEqual(
      new Set(['doctor open', 'doctor create', 'doctor update', 'desk open', 'desk update']),
    );
  });
});
