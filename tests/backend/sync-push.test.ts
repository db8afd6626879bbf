/**
 * sync_push, the server side of a device's push (DESIGN.md, sync rules): field-level
 * last-write-wins with the device clock clamped, idempotent retries, one bad change rejected
 * without losing the rest of the batch, appointments decided by the server with overlaps kept
 * as 'conflict' rows, and one appointment email per booking or change.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { DEMO, databaseUrl, profileOf, signIn } from './harness.ts';

type Row = Record<string, unknown> & { id: string };
interface Change {
  id: string;
  new: Record<string, unknown>;
  base: Row | null;
  changed_at: string;
  /** Each field's own edit time (this build); without it every field takes changed_at (the previous one). */
  field_changed_at?: Record<string, string>;
}
interface PushResult {
  id: string;
  status: 'applied' | 'merged' | 'conflict' | 'unchanged' | 'rejected';
  row: Row | null;
  error: { code: string; constraint: string | null; message: string } | null;
}

async function push(client: SupabaseClient, collection: string, changes: Change[]): Promise<PushResult[]> {
  const { data, error } = await client.rpc('sync_push', { p_collection: collection, p_changes: changes });
  if (error) throw new Error(`sync_push ${collection}: ${error.message}`);
  return (data as { results: PushResult[] }).results;
}

async function pushOne(client: SupabaseClient, collection: string, change: Change): Promise<PushResult> {
  const [result] = await push(client, collection, [change]);
  if (!result) throw new Error('no result');
  return result;
}

function change(
  row: Record<string, unknown> & { id: string },
  base: Row | null,
  changedAt = new Date(),
): Change {
  return { id: row.id, new: row, base, changed_at: changedAt.toISOString() };
}

/** The server's recorded edit time of one field, epoch ms (NaN when it has none). */
function fieldTime(row: Row | null, field: string): number {
  const times = (row?.field_updated_at ?? {}) as Record<string, string>;
  return Date.parse(times[field] ?? '');
}

function secondsAgo(seconds: number): Date {
  return new Date(Date.now() - seconds * 1000);
}

let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let novaAdmin: SupabaseClient;
let clinicId: string;
let doctorId: string;
let db: pg.Client;

/** Server bookkeeping that pulls do not show: read as the database owner. */
async function syncState(table: string, id: string): Promise<{ sync_seq: string; updated_at: Date }> {
  const { rows } = await db.query(`select sync_seq, updated_at from public.${table} where id = $1`, [id]);
  return rows[0];
}
async function outboxKinds(appointmentId: string): Promise<string[]> {
  const { rows } = await db.query(
    'select kind from public.email_outbox where appointment_id = $1 order by id',
    [appointmentId],
  );
  return rows.map((row: { kind: string }) => row.kind);
}

function newPatient(fields: Record<string, unknown> = {}) {
  return { id: randomUUID(), clinic_id: clinicId, first_name: 'Sync', last_name: 'Push', ...fields };
}

/** A far-future day no seed appointment uses, different for every call. */
let day = 0;
function freeDay(): Date {
  day += 1;
  return new Date(Date.UTC(2093, 0, 1) + day * 86_400_000);
}
function at(dayStart: Date, hours: number, minutes = 0): string {
  return new Date(dayStart.getTime() + (hours * 60 + minutes) * 60_000).toISOString();
}

beforeAll(async () => {
  [admin, staff, doctor, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.novaAdmin),
  ]);
  const doctorProfile = await profileOf(doctor);
  doctorId = doctorProfile.id;
  clinicId = doctorProfile.clinic_id;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

describe('sync_push, last write wins per field', () => {
  it('applies a new row and answers a retry with unchanged, writing nothing', async () => {
    // A doctor's device: the height is medical history (the desk may not write it).
    const patient = newPatient({ phone: '0722 123 456', height: 180 });
    const first = await pushOne(doctor, 'patients', change(patient, null));
    expect(first.status).toBe('applied');
    expect(first.row).toMatchObject({
      id: patient.id,
      name: 'Sync Push',
      phone: '0722 123 456',
      deleted: false,
    });
    const stored = await syncState('patients', patient.id);

    // The answer was lost on the way back: the device sends the same change again, with the
    // number spelled differently.
    const retry = await pushOne(doctor, 'patients', change({ ...patient, height: '180.0' }, null));
    expect(retry.status).toBe('unchanged');
    expect(await syncState('patients', patient.id)).toEqual(stored);

    const base = first.row as Row;
    const edit = change({ ...base, phone: '0733 000 000' }, base);
    expect((await pushOne(doctor, 'patients', edit)).status).toBe('applied');
    const edited = await syncState('patients', patient.id);
    expect(BigInt(edited.sync_seq)).toBeGreaterThan(BigInt(stored.sync_seq));
    expect((await pushOne(doctor, 'patients', edit)).status).toBe('unchanged');
    expect(await syncState('patients', patient.id)).toEqual(edited);
  });

  it('ignores what the server owns: timestamps, generated columns, bookkeeping', async () => {
    const patient = newPatient({
      name: 'Forged Name',
      updated_at: '2000-01-01T00:00:00Z',
      created_at: '2000-01-01T00:00:00Z',
      field_updated_at: { last_name: '2999-01-01T00:00:00Z' },
      sync_seq: 1,
    });
    const result = await pushOne(staff, 'patients', change(patient, null));
    expect(result.status).toBe('applied');
    expect(result.row?.name).toBe('Sync Push');
    expect(new Date(String(result.row?.updated_at)).getFullYear()).toBeGreaterThan(2000);
    expect(new Date(String(result.row?.created_at)).getFullYear()).toBeGreaterThan(2000);
    expect(result.row?.field_updated_at).not.toHaveProperty('last_name');
  });

  it('keeps edits of different fields from two devices', async () => {
    const created = await pushOne(staff, 'patients', change(newPatient(), null, secondsAgo(120)));
    const base = created.row as Row;
    const a = await pushOne(
      staff,
      'patients',
      change({ ...base, phone: '0744 111 222' }, base, secondsAgo(60)),
    );
    expect(a.status).toBe('applied');
    const b = await pushOne(
      admin,
      'patients',
      change({ ...base, email: 'ana@example.ro' }, base, secondsAgo(30)),
    );
    expect(b.status).toBe('merged');
    expect(b.row).toMatchObject({ phone: '0744 111 222', email: 'ana@example.ro' });
  });

  it('takes the later edit when both devices changed the same field', async () => {
    const created = await pushOne(staff, 'patients', change(newPatient(), null, secondsAgo(300)));
    const base = created.row as Row;
    // Device A edited at -60 s and synced first; device B edited later (-30 s) but synced after.
    await pushOne(staff, 'patients', change({ ...base, last_name: 'Edited-A' }, base, secondsAgo(60)));
    const later = await pushOne(
      admin,
      'patients',
      change({ ...base, last_name: 'Edited-B' }, base, secondsAgo(30)),
    );
    expect(later.status).toBe('applied');
    expect(later.row?.last_name).toBe('Edited-B');
    // Device C edited before both (-90 s) and syncs last: its value loses, and it gets the server row.
    const earlier = await pushOne(
      doctor,
      'patients',
      change({ ...base, last_name: 'Edited-C' }, base, secondsAgo(90)),
    );
    expect(earlier.status).toBe('merged');
    expect(earlier.row?.last_name).toBe('Edited-B');
  });

  it("dates each field by its own edit time: a device's older address loses to a newer one, whatever it edited later", async () => {
    const created = await pushOne(
      staff,
      'patients',
      change(newPatient({ address: 'Str. Veche 1' }), null, secondsAgo(300)),
    );
    const base = created.row as Row;
    const [t1, t2, t3] = [secondsAgo(60), secondsAgo(56), secondsAgo(50)];
    // Device 2 changed the address at t2 and synced first.
    const fromTwo = await pushOne(admin, 'patients', {
      ...change({ ...base, address: 'Str. Device 2' }, base, t2),
      field_changed_at: { address: t2.toISOString() },
    });
    expect(fromTwo.status).toBe('applied');
    // Device 1 changed the address at t1 (earlier) and the phone at t3 (later), offline, then synced.
    const fromOne = await pushOne(staff, 'patients', {
      ...change({ ...base, address: 'Str. Device 1', phone: '0722000111' }, base, t3),
      field_changed_at: { address: t1.toISOString(), phone: t3.toISOString() },
    });
    expect(fromOne.status).toBe('merged');
    expect(fromOne.row).toMatchObject({ address: 'Str. Device 2', phone: '0722000111' });
    expect(fieldTime(fromOne.row, 'address')).toBe(t2.getTime());
    expect(fieldTime(fromOne.row, 'phone')).toBe(t3.getTime());
  });

  it('in the other order too: the newer address pushed last wins and keeps its own time', async () => {
    const created = await pushOne(
      staff,
      'patients',
      change(newPatient({ address: 'Str. Veche 2' }), null, secondsAgo(300)),
    );
    const base = created.row as Row;
    const [t1, t2, t3] = [secondsAgo(60), secondsAgo(56), secondsAgo(50)];
    await pushOne(staff, 'patients', {
      ...change({ ...base, address: 'Str. Device 1', phone: '0722000222' }, base, t3),
      field_changed_at: { address: t1.toISOString(), phone: t3.toISOString() },
    });
    const fromTwo = await pushOne(admin, 'patients', {
      ...change({ ...base, address: 'Str. Device 2' }, base, t2),
      field_changed_at: { address: t2.toISOString() },
    });
    expect(fromTwo.row).toMatchObject({ address: 'Str. Device 2', phone: '0722000222' });
    expect(fieldTime(fromTwo.row, 'address')).toBe(t2.getTime());
  });

  it('still takes the change time for every field from a device of the previous build, and shrugs off a bad field time', async () => {
    const created = await pushOne(staff, 'patients', change(newPatient(), null, secondsAgo(300)));
    const base = created.row as Row;
    const changedAt = secondsAgo(40);
    const old = await pushOne(
      staff,
      'patients',
      change({ ...base, address: 'Str. Fara Timp' }, base, changedAt),
    );
    expect(old.status).toBe('applied');
    expect(fieldTime(old.row, 'address')).toBe(changedAt.getTime());
    const bad = await pushOne(staff, 'patients', {
      ...change({ ...(old.row as Row), phone: '0722000333' }, old.row as Row, secondsAgo(20)),
      field_changed_at: { phone: 'not a time' },
    });
    expect(bad.status).toBe('applied');
    expect(bad.row?.phone).toBe('0722000333');
  });

  it('clamps a device clock that runs ahead of the server', async () => {
    const created = await pushOne(staff, 'patients', change(newPatient(), null, secondsAgo(300)));
    const base = created.row as Row;
    const future = new Date(Date.UTC(2100, 0, 1));
    const fast = await pushOne(staff, 'patients', change({ ...base, last_name: 'Fast-Clock' }, base, future));
    expect(fast.status).toBe('applied');
    const stamps = (fast.row?.field_updated_at ?? {}) as Record<string, string>;
    const stamped = stamps.last_name ?? '';
    expect(new Date(stamped).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // A real edit made after that push wins over the "year 2100" one. It is made once the clock
    // has passed the server's stamp, as any later edit is (not the event of a wait: only the
    // timestamps must differ).
    await waitUntil(() => Date.now() > new Date(stamped).getTime(), {
      intervalMs: 1,
      what: 'the clock passing the stamp of the clamped edit',
    });
    const honest = await pushOne(
      admin,
      'patients',
      change({ ...base, last_name: 'Honest-Clock' }, base, new Date()),
    );
    expect(honest.row?.last_name).toBe('Honest-Clock');
  });

  it('rejects bad changes with the rule broken and still applies the rest of the batch', async () => {
    const good = newPatient({ cnp: '1900101123456' });
    const badCnp = newPatient({ cnp: '123' });
    const badGender = newPatient({ gender: 'unknown' });
    const badHeight = newPatient({ height: 'tall' });
    const otherClinic = { ...newPatient(), clinic_id: randomUUID() };
    const results = await push(staff, 'patients', [
      change(badCnp, null),
      change(good, null),
      change(badGender, null),
      change(badHeight, null),
      change(otherClinic, null),
    ]);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [badCnp.id, 'rejected'],
      [good.id, 'applied'],
      [badGender.id, 'rejected'],
      [badHeight.id, 'rejected'],
      [otherClinic.id, 'rejected'],
    ]);
    expect(results[0]?.error).toMatchObject({ code: '23514', constraint: 'patients_cnp_format' });
    expect(results[2]?.error).toMatchObject({ code: '23514', constraint: 'patients_gender_valid' });
    expect(results[3]?.error?.code).toBe('22P02');
    expect(results[4]?.error?.code).toBe('42501');
    for (const rejected of [results[0], results[2], results[3], results[4]]) expect(rejected?.row).toBeNull();

    const { data } = await staff
      .from('patients')
      .select('id')
      .in('id', [good.id, badCnp.id, badGender.id, badHeight.id]);
    expect(data).toEqual([{ id: good.id }]);
  });

  it('rejects changes to rows the caller may not see or change, without revealing them', async () => {
    const patient = newPatient();
    expect((await pushOne(staff, 'patients', change(patient, null))).status).toBe('applied');
    const foreign = await pushOne(novaAdmin, 'patients', change({ ...patient, last_name: 'Stolen' }, null));
    expect(foreign.status).toBe('rejected');
    expect(foreign.error?.code).toBe('42501');
    expect(foreign.row).toBeNull();
    expect(JSON.stringify(foreign.error)).not.toContain('Push');

    const partner = { id: randomUUID(), clinic_id: clinicId, name: 'Laborator Push', type: 'laboratory' };
    expect((await pushOne(admin, 'partners', change(partner, null))).status).toBe('applied');
    const byDoctor = await pushOne(doctor, 'partners', change({ ...partner, name: 'Renamed' }, null));
    expect(byDoctor).toMatchObject({ status: 'rejected', row: null });
    expect(byDoctor.error?.code).toBe('42501');

    // A doctor cannot make themselves admin through a push either.
    const { data: me } = await doctor.from('users').select('*').eq('id', doctorId).single();
    const promote = await pushOne(doctor, 'users', change({ ...(me as Row), role: 'admin' }, me as Row));
    expect(promote.status).toBe('rejected');
    expect(promote.error).toMatchObject({ code: '42501', constraint: 'users_own_role_locked' });
    expect(promote.row?.role).toBe('doctor');
  });

  it('stores deletions as tombstones', async () => {
    const created = await pushOne(
      staff,
      'tasks',
      change({ id: randomUUID(), clinic_id: clinicId, title: 'Del', description: 'x' }, null),
    );
    const base = created.row as Row;
    const removed = await pushOne(staff, 'tasks', change({ ...base, deleted: true }, base));
    expect(removed.status).toBe('applied');
    expect(removed.row?.deleted).toBe(true);
  });

  it('keeps a removed row removed when a later edit comes with no base (a copy from before the removal)', async () => {
    const created = await pushOne(staff, 'patients', change(newPatient(), null, secondsAgo(300)));
    const base = created.row as Row;
    await pushOne(staff, 'patients', change({ ...base, deleted: true }, base, secondsAgo(60)));
    const edited = await pushOne(
      admin,
      'patients',
      change({ ...base, first_name: 'Later' }, null, secondsAgo(30)),
    );
    expect(edited.status).toBe('merged');
    expect(edited.row?.deleted).toBe(true);
    // A device that saw the removal may still take it back (a conflict reapplied).
    const removed = edited.row as Row;
    const restored = await pushOne(admin, 'patients', change({ ...removed, deleted: false }, removed));
    expect(restored.row?.deleted).toBe(false);
  });

  it('merges a doctor-service pair created on two devices into one row', async () => {
    const service = {
      id: randomUUID(),
      clinic_id: clinicId,
      specialization_id: 'cardiology',
      name: 'Ecografie push',
    };
    expect((await pushOne(admin, 'services', change(service, null))).status).toBe('applied');
    const pair = { clinic_id: clinicId, doctor_id: doctorId, service_id: service.id };
    const first = { id: randomUUID(), ...pair, price: 100, duration_minutes: 30 };
    const second = { id: randomUUID(), ...pair, price: 150, duration_minutes: 45 };
    expect((await pushOne(admin, 'doctor_services', change(first, null, secondsAgo(20)))).status).toBe(
      'applied',
    );
    const merged = await pushOne(admin, 'doctor_services', change(second, null, secondsAgo(10)));
    expect(merged.status).toBe('merged');
    expect(merged.row).toMatchObject({ id: first.id, price: 150, duration_minutes: 45 });
  });
});

describe('sync_push, the pipeline order (issue 16)', () => {
  function newTask(fields: Record<string, unknown> = {}) {
    return {
      id: randomUUID(),
      clinic_id: clinicId,
      title: 'Comandă mănuși',
      description: 'Două cutii, mărimea M',
      assigned_to: [doctorId],
      ...fields,
    };
  }

  it('gives a task the previous build sends without a position its place by creation time', async () => {
    const result = await pushOne(doctor, 'tasks', change(newTask(), null));
    expect(result.status).toBe('applied');
    const created = Date.parse(String(result.row?.created_at));
    expect(result.row?.position).toBe(-Math.floor(created));
  });

  it('keeps a dragged position when the previous build edits the task without one', async () => {
    const created = await pushOne(
      staff,
      'tasks',
      change(newTask({ position: -5000.5 }), null, secondsAgo(60)),
    );
    expect(created.row?.position).toBe(-5000.5);
    const base = created.row as Row;
    const { position: _unknownToTheOldBuild, ...oldBuildRow } = base;
    const { position: _alsoUnknown, ...oldBuildBase } = base;
    const edit = await pushOne(
      admin,
      'tasks',
      change({ ...oldBuildRow, title: 'Comandă mănuși și măști' }, oldBuildBase as Row, secondsAgo(30)),
    );
    expect(edit.status).toBe('applied');
    expect(edit.row).toMatchObject({ title: 'Comandă mănuși și măști', position: -5000.5 });
  });

  it('takes the later move of a card moved on two devices: status and position together', async () => {
    const created = await pushOne(staff, 'tasks', change(newTask(), null, secondsAgo(120)));
    const base = created.row as Row;
    const later = await pushOne(
      admin,
      'tasks',
      change({ ...base, status: 'done', position: -10 }, base, secondsAgo(30)),
    );
    expect(later.status).toBe('applied');
    const earlier = await pushOne(
      doctor,
      'tasks',
      change({ ...base, status: 'in_progress', position: -20 }, base, secondsAgo(60)),
    );
    expect(earlier.status).toBe('merged');
    expect(earlier.row).toMatchObject({ status: 'done', position: -10 });
  });

  it('refuses a position that is not a number, keeping the task as it was', async () => {
    const created = await pushOne(staff, 'tasks', change(newTask({ position: -7 }), null));
    const base = created.row as Row;
    const bad = await pushOne(staff, 'tasks', change({ ...base, position: 'top' }, base));
    expect(bad.status).toBe('rejected');
    expect(bad.row).toMatchObject({ position: -7 });
  });
});

describe('sync_push, appointments (the server wins)', () => {
  let patientId: string;

  beforeAll(async () => {
    const patient = newPatient({ first_name: 'Programare' });
    await pushOne(staff, 'patients', change(patient, null));
    patientId = patient.id;
  });

  function booking(start: string, fields: Record<string, unknown> = {}) {
    return {
      id: randomUUID(),
      clinic_id: clinicId,
      patient_id: patientId,
      doctor_id: doctorId,
      appointment_date: start,
      duration_minutes: 30,
      status: 'scheduled',
      ...fields,
    };
  }

  it('books a series pushed at once (made offline) but for the visit whose slot was taken, which becomes its conflict', async () => {
    // Five weekly visits at 10:00; another desk booked the third week's 10:15 first.
    const firstDay = freeDay();
    const week = (n: number) => new Date(firstDay.getTime() + n * 7 * 86_400_000);
    // The series' weeks are this test's alone: the next free day comes after them.
    day += 28;
    const taken = await pushOne(admin, 'appointments', change(booking(at(week(2), 10, 15)), null));
    expect(taken.status).toBe('applied');
    const seriesId = randomUUID();
    const visits = [0, 1, 2, 3, 4].map((n) => booking(at(week(n), 10), { series_id: seriesId }));
    const results = await push(
      staff,
      'appointments',
      visits.map((visit) => change(visit, null)),
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'conflict', 'applied', 'applied']);
    expect(results.map((r) => r.row?.status)).toEqual([
      'scheduled',
      'scheduled',
      'conflict',
      'scheduled',
      'scheduled',
    ]);
    expect(results.every((r) => r.row?.series_id === seriesId)).toBe(true);
  });

  it('keeps an overlapping booking as a conflict, visible to the clinic, and applies the rest', async () => {
    const dayStart = freeDay();
    const first = booking(at(dayStart, 10));
    const overlapping = booking(at(dayStart, 10, 15));
    const offGrid = booking(at(dayStart, 12), { duration_minutes: 17 });
    const badStatus = booking(at(dayStart, 13), { status: 'pending' });
    const results = await push(staff, 'appointments', [
      change(first, null),
      change(overlapping, null),
      change(offGrid, null),
      change(badStatus, null),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'conflict', 'rejected', 'rejected']);
    expect(results[1]?.row).toMatchObject({ id: overlapping.id, status: 'conflict' });
    expect(results[2]?.error).toMatchObject({ code: '23514', constraint: 'appointments_duration_step' });
    expect(results[3]?.error).toMatchObject({ code: '23514', constraint: 'appointments_status_valid' });

    // Every device of the clinic sees the conflict, so someone can rebook it.
    const { data } = await admin.from('appointments').select('status').eq('id', overlapping.id).single();
    expect(data).toEqual({ status: 'conflict' });

    // A retry changes nothing.
    const retry = await push(staff, 'appointments', [change(first, null), change(overlapping, null)]);
    expect(retry.map((r) => r.status)).toEqual(['unchanged', 'conflict']);
  });

  it('answers a change based on a stale row with the server row', async () => {
    const created = await pushOne(staff, 'appointments', change(booking(at(freeDay(), 9)), null));
    const base = created.row as Row;
    const moved = await pushOne(admin, 'appointments', change({ ...base, duration_minutes: 60 }, base));
    expect(moved.status).toBe('applied');
    const stale = await pushOne(staff, 'appointments', change({ ...base, notes: 'Adus analize' }, base));
    expect(stale.status).toBe('conflict');
    expect(stale.row).toMatchObject({ duration_minutes: 60, notes: null });
  });

  it('stores a move onto a taken slot as a conflict, and a rebooking clears it', async () => {
    const dayStart = freeDay();
    const taken = await pushOne(staff, 'appointments', change(booking(at(dayStart, 11)), null));
    const created = await pushOne(staff, 'appointments', change(booking(at(dayStart, 15)), null));
    expect([taken.status, created.status]).toEqual(['applied', 'applied']);
    const base = created.row as Row;
    const clash = await pushOne(
      staff,
      'appointments',
      change({ ...base, appointment_date: at(dayStart, 11, 15) }, base),
    );
    expect(clash.status).toBe('conflict');
    expect(clash.row).toMatchObject({
      status: 'conflict',
      appointment_date: expect.stringMatching(/T11:15:00/),
    });

    const conflictRow = clash.row as Row;
    const rebooked = await pushOne(
      staff,
      'appointments',
      change({ ...conflictRow, appointment_date: at(dayStart, 16), status: 'scheduled' }, conflictRow),
    );
    expect(rebooked.status).toBe('applied');
    expect(rebooked.row?.status).toBe('scheduled');
  });

  it('queues one email per booking and per change, none for a no-op or a conflict', async () => {
    const dayStart = freeDay();
    const created = await pushOne(staff, 'appointments', change(booking(at(dayStart, 10)), null));
    const id = created.row?.id ?? '';
    expect(await outboxKinds(id)).toEqual(['created']);

    const base = created.row as Row;
    expect((await pushOne(staff, 'appointments', change(base, base))).status).toBe('unchanged');
    expect((await staff.from('appointments').update({ notes: null }).eq('id', id)).error).toBeNull();
    expect(await outboxKinds(id)).toEqual(['created']);

    const moved = await pushOne(
      staff,
      'appointments',
      change({ ...base, appointment_date: at(dayStart, 11) }, base),
    );
    expect(moved.status).toBe('applied');
    expect(await outboxKinds(id)).toEqual(['created', 'updated']);

    const blocker = await pushOne(staff, 'appointments', change(booking(at(dayStart, 13)), null));
    const clash = await pushOne(staff, 'appointments', change(booking(at(dayStart, 13)), null));
    expect(clash.status).toBe('conflict');
    expect(await outboxKinds(blocker.row?.id ?? '')).toEqual(['created']);
    expect(await outboxKinds(clash.row?.id ?? '')).toEqual([]);
  });
});

describe('sync_push, lists inside a row and the visit marks (nothing concurrent is lost)', () => {
  // The medical history is written by doctors and admins (20261125000300_clinical_roles.sql).
  const entry = (name: string, startYear = 2015) => ({
    id: randomUUID(),
    name,
    start_year: startYear,
    end_year: null,
    is_active: true,
  });

  it('keeps an allergy added on each of two devices, in either order of sync', async () => {
    const created = await pushOne(admin, 'patients', change(newPatient(), null, secondsAgo(120)));
    const base = created.row as Row;
    const pollen = entry('Polen');
    const penicillin = entry('Penicilină');
    const first = await pushOne(
      admin,
      'patients',
      change({ ...base, allergies: [pollen] }, base, secondsAgo(30)),
    );
    expect(first.status).toBe('applied');
    // The second device still has the empty list as its base, and edited earlier.
    const second = await pushOne(
      doctor,
      'patients',
      change({ ...base, allergies: [penicillin] }, base, secondsAgo(60)),
    );
    expect(second.status).toBe('merged');
    expect(second.row?.allergies).toEqual([pollen, penicillin]);
    // A retry of either push changes nothing.
    const retry = await pushOne(
      doctor,
      'patients',
      change({ ...base, allergies: [penicillin] }, base, secondsAgo(60)),
    );
    expect(retry.row?.allergies).toEqual([pollen, penicillin]);
    expect(retry.row?.updated_at).toBe(second.row?.updated_at);
  });

  it('merges entry by entry: an edit here, an addition there, a removal elsewhere', async () => {
    const asthma = entry('Astm');
    const diabetes = entry('Diabet', 2010);
    const gout = entry('Gută', 2012);
    const created = await pushOne(
      admin,
      'patients',
      change(newPatient({ chronic_conditions: [asthma, diabetes, gout] }), null, secondsAgo(300)),
    );
    const base = created.row as Row;
    // Device A: ends the asthma and removes the gout. Device B: adds hypertension, edits the gout.
    const asthmaEnded = { ...asthma, end_year: 2024, is_active: false };
    const goutEdited = { ...gout, name: 'Gută (tratată)' };
    const hypertension = entry('Hipertensiune', 2020);
    await pushOne(
      admin,
      'patients',
      change({ ...base, chronic_conditions: [asthmaEnded, diabetes] }, base, secondsAgo(60)),
    );
    const merged = await pushOne(
      doctor,
      'patients',
      change(
        { ...base, chronic_conditions: [asthma, diabetes, goutEdited, hypertension] },
        base,
        secondsAgo(30),
      ),
    );
    expect(merged.status).toBe('merged');
    // The gout's edit outlives its removal; nothing either device did is lost.
    expect(merged.row?.chronic_conditions).toEqual([asthmaEnded, diabetes, goutEdited, hypertension]);
    // A removal of an entry nobody else touched holds.
    const latest = merged.row as Row;
    const removed = await pushOne(
      admin,
      'patients',
      change(
        { ...latest, chronic_conditions: [asthmaEnded, goutEdited, hypertension] },
        latest,
        secondsAgo(5),
      ),
    );
    expect(removed.row?.chronic_conditions).toEqual([asthmaEnded, goutEdited, hypertension]);
  });

  it('takes the later edit of one entry changed on both devices', async () => {
    const latex = entry('Latex');
    const created = await pushOne(
      admin,
      'patients',
      change(newPatient({ allergies: [latex] }), null, secondsAgo(300)),
    );
    const base = created.row as Row;
    await pushOne(
      admin,
      'patients',
      change({ ...base, allergies: [{ ...latex, name: 'Latex (ușor)' }] }, base, secondsAgo(30)),
    );
    const older = await pushOne(
      doctor,
      'patients',
      change({ ...base, allergies: [{ ...latex, name: 'Latex (sever)' }] }, base, secondsAgo(60)),
    );
    expect(older.row?.allergies).toEqual([{ ...latex, name: 'Latex (ușor)' }]);
  });

  describe('appointments', () => {
    let patientId: string;
    const services: string[] = [];

    beforeAll(async () => {
      const patient = newPatient({ first_name: 'Vizită' });
      await pushOne(staff, 'patients', change(patient, null));
      patientId = patient.id;
      const { data, error } = await admin.from('services').select('id').eq('clinic_id', clinicId).limit(3);
      if (error || !data || data.length < 3) throw new Error(`three services: ${error?.message}`);
      services.push(...data.map((row: { id: string }) => row.id));
    });

    async function visit(): Promise<Row> {
      const created = await pushOne(
        staff,
        'appointments',
        change(
          {
            id: randomUUID(),
            clinic_id: clinicId,
            patient_id: patientId,
            doctor_id: doctorId,
            appointment_date: at(freeDay(), 9),
            duration_minutes: 30,
            status: 'scheduled',
          },
          null,
          secondsAgo(300),
        ),
      );
      return created.row as Row;
    }

    it('keeps a presence mark made on one device and an extra service added on another', async () => {
      const base = await visit();
      const marked = await pushOne(
        doctor,
        'appointments',
        change({ ...base, patient_present: true }, base, secondsAgo(60)),
      );
      expect(marked.status).toBe('applied');
      const extra = await pushOne(
        staff,
        'appointments',
        change({ ...base, additional_services: [services[0]] }, base, secondsAgo(30)),
      );
      expect(extra.status).toBe('merged');
      expect(extra.row).toMatchObject({ patient_present: true, additional_services: [services[0]] });
    });

    it('merges extra services added and removed on two devices', async () => {
      const created = await visit();
      const withOne = await pushOne(
        staff,
        'appointments',
        change({ ...created, additional_services: [services[0]] }, created, secondsAgo(120)),
      );
      const base = withOne.row as Row;
      await pushOne(
        staff,
        'appointments',
        change({ ...base, additional_services: [services[0], services[1]] }, base, secondsAgo(60)),
      );
      const other = await pushOne(
        doctor,
        'appointments',
        change({ ...base, additional_services: [services[2]] }, base, secondsAgo(30)),
      );
      expect(other.status).toBe('merged');
      expect(other.row?.additional_services).toEqual([services[1], services[2]]);
    });

    it('still lets the server win when both devices changed the booking, visit marks and all', async () => {
      const base = await visit();
      await pushOne(admin, 'appointments', change({ ...base, duration_minutes: 60 }, base, secondsAgo(60)));
      const stale = await pushOne(
        staff,
        'appointments',
        change({ ...base, notes: 'Mutat', patient_present: true }, base, secondsAgo(30)),
      );
      expect(stale.status).toBe('conflict');
      expect(stale.row).toMatchObject({ duration_minutes: 60, notes: null, patient_present: null });
    });

    it('applies a presence mark whose device left the booking alone, though the booking moved meanwhile', async () => {
      const base = await visit();
      await pushOne(admin, 'appointments', change({ ...base, duration_minutes: 45 }, base, secondsAgo(60)));
      const marked = await pushOne(
        doctor,
        'appointments',
        change({ ...base, patient_present: false }, base, secondsAgo(30)),
      );
      expect(marked.status).toBe('merged');
      expect(marked.row).toMatchObject({ duration_minutes: 45, patient_present: false });
    });
  });
});
