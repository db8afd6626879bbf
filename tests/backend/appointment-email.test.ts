/**
 * Appointment emails are server-driven: every booking and every change the patient should hear
 * about queues exactly one outbox row in the same transaction, and the stack's outbox worker
 * sends it through send-appointment-email, whether the booking arrived through sync_push (as
 * the sync layer sends it) or a plain insert. A retried push sends nothing more.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  apiUrl,
  type CaughtMail,
  DEMO,
  listMail,
  serviceClient,
  signIn,
  waitForEmailOutboxDrained,
} from './harness.ts';

const TIME_ZONE = 'Europe/Bucharest';

let admin: SupabaseClient;
let clinicId: string;
let profileId: string;
let doctor: { id: string; name: string };
let service: { id: string; name: string };
let clinicName: string;
let clinicEmail: string;

interface PushResult {
  id: string;
  status: string;
  row: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
}

function isFor(address: string) {
  return (mail: CaughtMail) => mail.to.some((to) => to.toLowerCase().includes(address));
}

async function mailsFor(address: string): Promise<CaughtMail[]> {
  return (await listMail()).filter(isFor(address));
}

/**
 * Waits until the outbox has finished every email the appointment queued (so each one it will
 * ever cause is in the catcher), then expects exactly `count` emails to `address`.
 */
async function expectMailCount(address: string, count: number, appointmentId: string): Promise<CaughtMail[]> {
  await waitForEmailOutboxDrained([appointmentId]);
  const mails = await mailsFor(address);
  expect(mails, `emails to ${address}`).toHaveLength(count);
  return mails;
}

/** A free slot: a random day next year at a time of its own for each test (no double booking). */
let slotIndex = 0;
function freeSlot(): Date {
  const year = new Date().getUTCFullYear() + 1;
  const day = 1 + Math.floor(Math.random() * 360);
  slotIndex += 1;
  return new Date(Date.UTC(year, 0, day, 6 + (slotIndex % 9), (slotIndex % 4) * 15));
}

async function newPatient(
  options: { emailNotifications?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const email = `patient-${randomUUID().slice(0, 12)}@example.test`;
  const id = randomUUID();
  const { error } = await admin.from('patients').insert({
    id,
    clinic_id: clinicId,
    first_name: 'Ioana',
    last_name: 'Testescu',
    email,
    email_notifications: options.emailNotifications ?? true,
  });
  if (error) throw new Error(`patient insert failed: ${error.message}`);
  return { id, email };
}

function appointmentRow(patientId: string, date: Date, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    patient_id: patientId,
    doctor_id: doctor.id,
    service_id: service.id,
    created_by: profileId,
    appointment_date: date.toISOString(),
    duration_minutes: 30,
    status: 'scheduled',
    ...extra,
  };
}

async function push(row: Record<string, unknown>, base: Record<string, unknown> | null): Promise<PushResult> {
  const { data, error } = await admin.rpc('sync_push', {
    p_collection: 'appointments',
    p_changes: [{ id: row.id, new: row, base, changed_at: new Date().toISOString() }],
  });
  if (error) throw new Error(`sync_push failed: ${error.message}`);
  const result = (data as { results: PushResult[] }).results[0];
  if (!result) throw new Error('sync_push returned no result');
  return result;
}

function bucharestTime(date: Date): string {
  return new Intl.DateTimeFormat('ro-RO', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

beforeAll(async () => {
  admin = await signIn(DEMO.auroraAdmin);
  const { data: auth } = await admin.auth.getUser();
  const { data: profile, error } = await admin
    .from('users')
    .select('id, clinic_id')
    .eq('auth_user_id', auth.user?.id ?? '')
    .single();
  if (error) throw new Error(error.message);
  ({ id: profileId, clinic_id: clinicId } = profile as { id: string; clinic_id: string });
  const doctors = await admin
    .from('users')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .eq('role', 'doctor')
    .limit(1);
  const services = await admin.from('services').select('id, name').eq('clinic_id', clinicId).limit(1);
  const clinic = await admin.from('clinics').select('name, email').eq('id', clinicId).single();
  const firstDoctor = (doctors.data as Array<{ id: string; name: string }> | null)?.[0];
  const firstService = (services.data as Array<{ id: string; name: string }> | null)?.[0];
  if (!firstDoctor || !firstService || !clinic.data)
    throw new Error('the demo clinic has no doctor or service');
  doctor = firstDoctor;
  service = firstService;
  ({ name: clinicName, email: clinicEmail } = clinic.data as { name: string; email: string });
  // The demo clinic has an address (supabase/seed/demo-catalog.ts), so the Reply-To is tested.
  expect(clinicEmail).toBe('contact@clinica-aurora.ro');
});

describe('appointment emails', () => {
  it('a booking pushed by the sync layer sends exactly one confirmation, and a retried push none', async () => {
    const patient = await newPatient();
    const date = freeSlot();
    const row = appointmentRow(patient.id, date);
    const first = await push(row, null);
    expect(first.status).toBe('applied');

    const [mail] = await expectMailCount(patient.email, 1, row.id);
    expect(mail?.subject).toContain('Programare confirmată');
    expect(mail?.text).toContain(bucharestTime(date));
    expect(mail?.text).toContain(doctor.name);
    expect(mail?.text).toContain(service.name);
    expect(mail?.text).toContain(clinicName);
    expect(mail?.text).toContain('English');
    expect(mail?.html).toContain(bucharestTime(date));
    // From the clinic by name (at the stack's SMTP_FROM address); answers go to the clinic.
    const from = mail?.from ?? '';
    expect(from.slice(0, from.lastIndexOf(' <'))).toBe(clinicName);
    expect(from).toMatch(/ <[^<>\s]+@[^<>\s]+>$/);
    expect(mail?.replyTo).toBe(clinicEmail);

    // The device did not hear back and sends the same change again: nothing new to tell.
    const retry = await push(row, null);
    expect(retry.error).toBeNull();
    await expectMailCount(patient.email, 1, row.id);
  });

  it('moving the appointment sends exactly one update', async () => {
    const patient = await newPatient();
    const date = freeSlot();
    const row = appointmentRow(patient.id, date);
    const created = await push(row, null);
    await expectMailCount(patient.email, 1, row.id);

    const moved = new Date(date.getTime() + 60 * 60 * 1000);
    const update = await push({ ...row, appointment_date: moved.toISOString() }, created.row);
    expect(update.status).toBe('applied');
    const mails = await expectMailCount(patient.email, 2, row.id);
    const updateMail = mails.find((mail) => mail.subject.includes('Programare actualizată'));
    expect(updateMail?.text).toContain(bucharestTime(moved));

    // The same move pushed again changes nothing and sends nothing.
    await push({ ...row, appointment_date: moved.toISOString() }, created.row);
    await expectMailCount(patient.email, 2, row.id);
  });

  it('a plain insert sends exactly one confirmation; cancelling sends a cancellation', async () => {
    const patient = await newPatient();
    const row = appointmentRow(patient.id, freeSlot());
    const { error } = await admin.from('appointments').insert(row);
    expect(error).toBeNull();
    await expectMailCount(patient.email, 1, row.id);

    const cancelled = await admin.from('appointments').update({ status: 'cancelled' }).eq('id', row.id);
    expect(cancelled.error).toBeNull();
    const mails = await expectMailCount(patient.email, 2, row.id);
    const cancellation = mails.find((mail) => mail.subject.includes('Programare anulată'));
    expect(cancellation?.text).toContain('anulată');
    expect(cancellation?.text).toContain('cancelled');
  });

  it('concurrent invocations of the function still send one email per booking', async () => {
    const patient = await newPatient();
    const row = appointmentRow(patient.id, freeSlot());
    const { error } = await admin.from('appointments').insert(row);
    expect(error).toBeNull();
    // The worker drains too; every caller claims atomically, so nobody sends the same row twice.
    const calls = await Promise.all(
      Array.from({ length: 6 }, () => anonClient().functions.invoke('send-appointment-email', { body: {} })),
    );
    for (const call of calls) expect(call.error).toBeNull();
    await expectMailCount(patient.email, 1, row.id);
  });

  it('sends nothing to a patient who turned email notifications off', async () => {
    const patient = await newPatient({ emailNotifications: false });
    const row = appointmentRow(patient.id, freeSlot());
    expect((await push(row, null)).status).toBe('applied');
    await expectMailCount(patient.email, 0, row.id);
    // The row was handled (skipped), not left pending.
    const outbox = await serviceClient().from('email_outbox').select('status').eq('appointment_id', row.id);
    expect(outbox.data).toEqual([{ status: 'skipped' }]);
  });
});

describe('the send-appointment-email function', () => {
  it("answers the app's call with a summary and needs a valid JWT", async () => {
    const { data, error } = await anonClient().functions.invoke('send-appointment-email', {
      body: { appointmentId: randomUUID(), isUpdate: false },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      processed: expect.any(Number),
      sent: expect.any(Number),
      skipped: expect.any(Number),
      failed: expect.any(Number),
    });

    const noToken = await fetch(`${apiUrl}/functions/v1/send-appointment-email`, { method: 'POST' });
    expect(noToken.status).toBe(401);
    const badToken = await fetch(`${apiUrl}/functions/v1/send-appointment-email`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(badToken.status).toBe(401);
    const unknown = await anonClient().functions.invoke('no-such-function');
    expect(unknown.error).not.toBeNull();
    expect((unknown.error as { context?: Response }).context?.status).toBe(404);
  });
});
