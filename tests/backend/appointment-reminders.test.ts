/**
 * Reminders the day before (issue 41): the queue. From the clinic's hour, each scheduled
 * appointment of the next Bucharest day is queued once per channel, whether the job runs twice or
 * late; none for a patient whose toggle is off or a cancelled appointment; a reminder whose
 * appointment moved to another day before it went is skipped when claimed.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, DEMO, listMail, mailUrl, profileOf, serviceClient, serviceKey, signIn } from './harness.ts';

let admin: SupabaseClient;
let staff: SupabaseClient;
let clinicId: string;
let doctorId: string;
const appointments: string[] = [];
const patients: string[] = [];

// A summer day no other test books (the fuzz uses 2095–2096, tasks 2099).
const DAY = '2097-06-12';
const EVENING_BEFORE = '2097-06-11T16:30:00Z'; // 19:30 in Bucharest (UTC+3)
const AFTERNOON_BEFORE = '2097-06-11T14:59:00Z'; // 17:59

beforeAll(async () => {
  [admin, staff] = await Promise.all([signIn(DEMO.auroraAdmin), signIn(DEMO.auroraDoctor)]);
  const doctor = await profileOf(staff);
  doctorId = doctor.id;
  clinicId = doctor.clinic_id;
});

afterAll(async () => {
  const service = serviceClient();
  if (appointments.length > 0) {
    await service.from('reminder_outbox').delete().in('appointment_id', appointments);
    await service.from('appointments').delete().in('id', appointments);
  }
  if (patients.length > 0) await service.from('patients').delete().in('id', patients);
  await admin.rpc('set_reminder_settings', { p_send_at: '18:00', p_sms_enabled: false });
});

async function patient(fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const { error } = await serviceClient()
    .from('patients')
    .insert({ id, clinic_id: clinicId, first_name: 'Rem', last_name: 'Inder', ...fields });
  if (error) throw new Error(error.message);
  patients.push(id);
  return id;
}

async function appointment(patientId: string, hourUtc: number, fields: Record<string, unknown> = {}) {
  const id = randomUUID();
  const { error } = await serviceClient()
    .from('appointments')
    .insert({
      id,
      clinic_id: clinicId,
      patient_id: patientId,
      doctor_id: doctorId,
      appointment_date: `${DAY}T${String(hourUtc).padStart(2, '0')}:00:00Z`,
      duration_minutes: 30,
      ...fields,
    });
  if (error) throw new Error(error.message);
  appointments.push(id);
  return id;
}

async function queue(now: string): Promise<number> {
  const { data, error } = await serviceClient().rpc('queue_appointment_reminders', { p_now: now });
  if (error) throw new Error(error.message);
  return Number(data);
}

async function queued(ids: readonly string[]) {
  const { data } = await serviceClient()
    .from('reminder_outbox')
    .select('appointment_id, channel, reminder_day, status')
    .in('appointment_id', ids);
  return (data ?? []).map((row) => `${ids.indexOf(row.appointment_id)}:${row.channel}`).sort();
}

describe('the reminders of the day before', () => {
  it('are set by the clinic’s administrators only, at a quarter hour', async () => {
    const { data, error } = await admin.rpc('set_reminder_settings', {
      p_send_at: '18:00',
      p_sms_enabled: true,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ send_at: '18:00', sms_enabled: true });
    expect(
      (await staff.rpc('set_reminder_settings', { p_send_at: '19:00', p_sms_enabled: true })).error?.code,
    ).toBe('42501');
    expect(
      (await admin.rpc('set_reminder_settings', { p_send_at: '18:07', p_sms_enabled: true })).error?.code,
    ).toBe('22023');
    expect((await staff.rpc('reminder_settings')).data).toEqual({ send_at: '18:00', sms_enabled: true });
  });

  it('are queued once per appointment and channel from the hour, none for toggles off or cancelled ones', async () => {
    const both = await patient({ email: 'rem.both@example.test', phone: '0700 000 111' });
    const emailOff = await patient({
      email: 'rem.off@example.test',
      email_notifications: false,
      sms_notifications: false,
    });
    const noEmail = await patient({ email: null, phone: '0700 000 222', sms_notifications: false });
    const ids = [
      await appointment(both, 6),
      await appointment(emailOff, 7),
      await appointment(noEmail, 8),
      await appointment(both, 9, { status: 'cancelled' }),
    ];

    // Before the clinic's hour nothing is due.
    expect(await queue(AFTERNOON_BEFORE)).toBe(0);
    expect(await queued(ids)).toEqual([]);

    const first = await queue(EVENING_BEFORE);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await queued(ids)).toEqual(['0:email', '0:sms']);
    // The job again, or late the same evening: nothing more.
    expect(await queue(EVENING_BEFORE)).toBe(0);
    expect(await queue('2097-06-11T20:45:00Z')).toBe(0);
    expect(await queued(ids)).toEqual(['0:email', '0:sms']);
  });

  it('skips, when claimed, a reminder whose appointment moved to another day or was cancelled since', async () => {
    const moving = await patient({ email: 'rem.moving@example.test', sms_notifications: false });
    const cancelling = await patient({ email: 'rem.cancel@example.test', sms_notifications: false });
    const ids = [await appointment(moving, 10), await appointment(cancelling, 11)];
    await queue(EVENING_BEFORE);
    expect(await queued(ids)).toEqual(['0:email', '1:email']);
    await serviceClient()
      .from('appointments')
      .update({ appointment_date: '2097-06-15T10:00:00Z' })
      .eq('id', ids[0]);
    await serviceClient().from('appointments').update({ status: 'cancelled' }).eq('id', ids[1]);

    const service = serviceClient();
    // Claim until the queue is empty; what belongs to this test is skipped, not sent.
    for (let round = 0; round < 20; round += 1) {
      const { data } = await service.rpc('claim_appointment_reminders', { p_limit: 50 });
      const claimed = (data ?? []) as Array<{ reminder_id: number; appointment_id: string }>;
      if (claimed.length === 0) break;
      expect(claimed.map((row) => row.appointment_id)).not.toContain(ids[0]);
      expect(claimed.map((row) => row.appointment_id)).not.toContain(ids[1]);
      for (const row of claimed) {
        await service.rpc('complete_appointment_reminder', { p_id: row.reminder_id, p_outcome: 'skipped' });
      }
    }
    const { data: rows } = await service.from('reminder_outbox').select('status').in('appointment_id', ids);
    expect((rows ?? []).map((row) => row.status)).toEqual(['skipped', 'skipped']);
  });

  it('go by email and, where the clinic sends SMS, by SMS through the provider, once each even when the sender runs twice', async () => {
    await admin.rpc('set_reminder_settings', { p_send_at: '18:00', p_sms_enabled: true });
    const email = `rem.sent.${randomUUID().slice(0, 8)}@example.test`;
    const phone = `0711 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const patientId = await patient({ first_name: 'Maria', last_name: 'Reamintescu', email, phone });
    // 16 June 2097, 10:00 in Bucharest.
    const id = await appointment(patientId, 12);
    await serviceClient()
      .from('appointments')
      .update({ appointment_date: '2097-06-16T07:00:00Z' })
      .eq('id', id);
    await queue('2097-06-15T16:30:00Z');
    expect(await queued([id])).toEqual(['0:email', '0:sms']);

    const send = () =>
      fetch(`${apiUrl}/functions/v1/send-appointment-reminders`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${serviceKey}`,
          apikey: serviceKey,
          'Content-Type': 'application/json',
        },
        body: '{}',
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await send()).status).toBe(200);

    const mails = (await listMail()).filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Reamintire');
    expect(mails[0]?.text).toContain('mâine');
    expect(mails[0]?.text).toContain('10:00');
    expect(mails[0]?.text).toContain('A reminder of your appointment tomorrow');
    const sms = (
      (await (await fetch(`${mailUrl}/api/sms`)).json()) as Array<{ to: string; text: string }>
    ).filter((message) => message.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(/maine, .*la 10:00/);
    const { data: rows } = await serviceClient()
      .from('reminder_outbox')
      .select('status')
      .eq('appointment_id', id);
    expect((rows ?? []).map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});
