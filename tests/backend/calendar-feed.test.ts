/**
 * Each doctor's calendar address (issue 41): the feed parses with ical.js (another
 * implementation than the one that writes it), holds exactly the doctor's scheduled appointments
 * of its window at their Bucharest times, names them by initials and service only, and a revoked
 * or unknown address answers 404. Only the doctor and their clinic's administrators see it.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallTimeOf } from '#core/bucharest-time.ts';
import { apiUrl, DEMO, profileOf, serviceClient, signIn } from './harness.ts';

let doctor: SupabaseClient;
let admin: SupabaseClient;
let staff: SupabaseClient;
let novaAdmin: SupabaseClient;
let doctorId: string;
let clinicId: string;
const made: string[] = [];
const patients: string[] = [];

beforeAll(async () => {
  [doctor, admin, staff, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.novaAdmin),
  ]);
  const profile = await profileOf(doctor);
  doctorId = profile.id;
  clinicId = profile.clinic_id;
});

afterAll(async () => {
  if (made.length > 0) await serviceClient().from('appointments').delete().in('id', made);
  if (patients.length > 0) await serviceClient().from('patients').delete().in('id', patients);
});

async function feedOf(token: string): Promise<Response> {
  // As a calendar app asks: no sign-in, no key.
  return fetch(`${apiUrl}/functions/v1/doctor-calendar-feed?token=${encodeURIComponent(token)}`);
}

async function tokenAs(client: SupabaseClient, doctor: string = doctorId): Promise<string> {
  const { data, error } = await client.rpc('calendar_feed_token', { p_doctor: doctor });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return String(data);
}

/** An appointment `days` from now at an odd minute no seed row uses. */
async function book(fields: Record<string, unknown>, days: number, minute: number): Promise<string> {
  const service = serviceClient();
  const { data: patient } = await service
    .from('patients')
    .insert({ clinic_id: clinicId, first_name: 'Ioana', last_name: 'Feedescu' })
    .select('id')
    .single();
  if (patient) patients.push(patient.id);
  const { data: services } = await service.from('services').select('id').eq('clinic_id', clinicId).limit(1);
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(20, minute, 0, 0);
  const id = randomUUID();
  const { error } = await service.from('appointments').insert({
    id,
    clinic_id: clinicId,
    patient_id: patient?.id,
    doctor_id: doctorId,
    service_id: services?.[0]?.id ?? null,
    appointment_date: start.toISOString(),
    duration_minutes: 15,
    ...fields,
  });
  if (error) throw new Error(error.message);
  made.push(id);
  return id;
}

function eventsOf(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

describe("a doctor's calendar address", () => {
  it("holds exactly the doctor's scheduled appointments of its window, at their Bucharest times, by initials and service", async () => {
    const scheduled = await book({}, 3, 1);
    const cancelled = await book({ status: 'cancelled' }, 3, 16);
    const removed = await book({ deleted: true }, 3, 31);
    const tooFar = await book({}, 200, 1);
    const token = await tokenAs(doctor);

    const response = await feedOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text).not.toContain('Feedescu');
    expect(text).not.toContain('Ioana');

    const events = eventsOf(text);
    const uids = new Set(events.map((event) => event.uid));
    expect(uids.has(`${scheduled}@cabinet`)).toBe(true);
    for (const absent of [cancelled, removed, tooFar]) expect(uids.has(`${absent}@cabinet`)).toBe(false);

    // Every event of the feed is one of the doctor's scheduled appointments of the window.
    const { data: rows } = await serviceClient()
      .from('appointments')
      .select('id, appointment_date')
      .eq('doctor_id', doctorId)
      .eq('status', 'scheduled')
      .eq('deleted', false)
      .gte('appointment_date', new Date(Date.now() - 30 * 86_400_000).toISOString())
      .lt('appointment_date', new Date(Date.now() + 180 * 86_400_000).toISOString());
    expect([...uids].sort()).toEqual((rows ?? []).map((row) => `${row.id}@cabinet`).sort());

    const event = events.find((candidate) => candidate.uid === `${scheduled}@cabinet`);
    const row = rows?.find((candidate) => candidate.id === scheduled);
    if (!event || !row) throw new Error('the booked appointment is missing');
    expect(event.summary).toMatch(/^I\. F\.( · .+)?$/);
    expect(event.startDate.zone?.tzid).toBe('Europe/Bucharest');
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(row.appointment_date).toISOString());
    const wall = wallTimeOf(row.appointment_date);
    expect(
      `${String(event.startDate.hour).padStart(2, '0')}:${String(event.startDate.minute).padStart(2, '0')}`,
    ).toBe(wall?.time);
    expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(15 * 60);
  });

  it('is shown to the doctor and their clinic’s administrators only, the same address to each', async () => {
    const own = await tokenAs(doctor);
    expect(await tokenAs(admin)).toBe(own);
    for (const client of [staff, novaAdmin]) {
      const { error } = await client.rpc('calendar_feed_token', { p_doctor: doctorId });
      expect(error?.code).toBe('42501');
    }
    // A calendar read with the app's own key is still no way in.
    const { error } = await staff.rpc('calendar_feed', { p_token: own });
    expect(error).not.toBeNull();
  });

  it('answers 404 once revoked, and a new address works', async () => {
    const old = await tokenAs(doctor);
    expect((await feedOf(old)).status).toBe(200);
    const { error } = await admin.rpc('revoke_calendar_feed', { p_doctor: doctorId });
    expect(error).toBeNull();
    expect((await feedOf(old)).status).toBe(404);
    const renewed = await tokenAs(doctor);
    expect(renewed).not.toBe(old);
    expect((await feedOf(renewed)).status).toBe(200);
  });

  it('answers 404 to an address that never existed, and no 500 to one that is not a token', async () => {
    expect((await feedOf('A'.repeat(43))).status).toBe(404);
    expect((await feedOf('')).status).toBe(404);
    expect((await feedOf("'; drop table appointments; --")).status).toBe(404);
  });
});
