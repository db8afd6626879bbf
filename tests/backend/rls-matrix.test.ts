/**
 * Row-level security through supabase-js, role by role (spec section 6 of both parts): every
 * signed-in user works inside their clinic, writes follow the role, a super_admin works in the
 * clinic chosen as context, and anon gets nothing. Every row changed here is created here.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, signIn } from './harness.ts';

interface Profile {
  id: string;
  clinic_id: string | null;
  role: string;
}

async function profileOf(client: SupabaseClient): Promise<Profile> {
  const { data: session } = await client.auth.getSession();
  const authId = session.session?.user.id;
  if (!authId) throw new Error('not signed in');
  const { data, error } = await client
    .from('users')
    .select('id, clinic_id, role')
    .eq('auth_user_id', authId)
    .single();
  if (error) throw new Error(`profile lookup failed: ${error.message}`);
  return data as Profile;
}

/** A far-future start no seed appointment uses, different for every call. */
let slot = 0;
function freeSlot(): string {
  slot += 1;
  return new Date(Date.UTC(2091, 0, 1, 8) + slot * 3 * 3600_000).toISOString();
}

function newPatient(clinicId: string, lastName = 'Matrix') {
  return { id: randomUUID(), clinic_id: clinicId, first_name: 'Rls', last_name: lastName };
}

async function insertOk(client: SupabaseClient, table: string, row: Record<string, unknown>): Promise<void> {
  const { error } = await client.from(table).insert(row);
  expect(error, `${table} insert: ${error?.message}`).toBeNull();
}

async function visibleIds(client: SupabaseClient, table: string, ids: string[]): Promise<string[]> {
  const { data, error } = await client.from(table).select('id').in('id', ids);
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id);
}

let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let novaAdmin: SupabaseClient;
let superAdmin: SupabaseClient;
let adminProfile: Profile;
let doctorProfile: Profile;
let superProfile: Profile;
let aurora: string;
let nova: string;

// Rows of each clinic, created by the clinic's admin.
const auroraPatient = { id: randomUUID() };
const novaPatient = { id: randomUUID() };
const auroraService = { id: randomUUID() };
const auroraPartner = { id: randomUUID() };

beforeAll(async () => {
  [admin, staff, doctor, novaAdmin, superAdmin] = await Promise.all([
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.novaAdmin),
    signIn(DEMO.superAdmin),
  ]);
  [adminProfile, doctorProfile, superProfile] = await Promise.all([
    profileOf(admin),
    profileOf(doctor),
    profileOf(superAdmin),
  ]);
  const novaProfile = await profileOf(novaAdmin);
  if (!adminProfile.clinic_id || !novaProfile.clinic_id) throw new Error('demo admins need a clinic');
  aurora = adminProfile.clinic_id;
  nova = novaProfile.clinic_id;

  await insertOk(admin, 'patients', { ...newPatient(aurora), id: auroraPatient.id });
  await insertOk(novaAdmin, 'patients', { ...newPatient(nova), id: novaPatient.id });
  await insertOk(admin, 'services', {
    id: auroraService.id,
    clinic_id: aurora,
    specialization_id: 'cardiology',
    name: 'RLS matrix consult',
  });
  await insertOk(admin, 'partners', {
    id: auroraPartner.id,
    clinic_id: aurora,
    name: 'RLS Lab',
    type: 'laboratory',
  });
});

afterAll(async () => {
  // Leave the super_admin in the clinic context they had before this file.
  await superAdmin?.rpc('set_clinic_context', { p_clinic_id: superProfile.clinic_id });
});

describe('anon', () => {
  it('reads nothing and writes nothing', async () => {
    const client = anonClient();
    for (const table of ['clinics', 'users', 'patients', 'appointments', 'services', 'partners', 'tasks']) {
      const { data, error } = await client.from(table).select('id').limit(5);
      expect(error !== null || (data ?? []).length === 0, `anon read ${table}`).toBe(true);
    }
    const { error: insertError } = await client.from('patients').insert(newPatient(aurora));
    expect(insertError).not.toBeNull();
    const { error: pullError } = await client.rpc('sync_pull', { p_collection: 'patients' });
    expect(pullError).not.toBeNull();
  });
});

describe('clinic isolation', () => {
  it("keeps another clinic's rows invisible", async () => {
    expect(await visibleIds(novaAdmin, 'patients', [auroraPatient.id, novaPatient.id])).toEqual([
      novaPatient.id,
    ]);
    expect(await visibleIds(admin, 'patients', [auroraPatient.id, novaPatient.id])).toEqual([
      auroraPatient.id,
    ]);
    expect(await visibleIds(novaAdmin, 'services', [auroraService.id])).toEqual([]);
    expect(await visibleIds(novaAdmin, 'partners', [auroraPartner.id])).toEqual([]);
  });

  it("cannot change or delete another clinic's rows", async () => {
    const { data: updated } = await novaAdmin
      .from('patients')
      .update({ last_name: 'Hijacked' })
      .eq('id', auroraPatient.id)
      .select('id');
    expect(updated ?? []).toEqual([]);
    await novaAdmin.from('patients').delete().eq('id', auroraPatient.id);

    const { data } = await admin
      .from('patients')
      .select('last_name, deleted')
      .eq('id', auroraPatient.id)
      .single();
    expect(data).toEqual({ last_name: 'Matrix', deleted: false });
  });

  it('cannot insert into another clinic', async () => {
    const { error } = await novaAdmin.from('patients').insert(newPatient(aurora));
    expect(error?.code).toBe('42501');
  });
});

describe('patients, appointments, records, documents and tasks', () => {
  for (const who of ['admin', 'staff', 'doctor'] as const) {
    it(`${who} of the clinic reads, writes and deletes (as a tombstone)`, async () => {
      const client = { admin, staff, doctor }[who];
      const patient = newPatient(aurora, who);
      await insertOk(client, 'patients', patient);
      const appointment = {
        id: randomUUID(),
        clinic_id: aurora,
        patient_id: patient.id,
        doctor_id: doctorProfile.id,
        appointment_date: freeSlot(),
        duration_minutes: 30,
      };
      await insertOk(client, 'appointments', appointment);
      const record = {
        id: randomUUID(),
        clinic_id: aurora,
        appointment_id: appointment.id,
        patient_id: patient.id,
        // The desk keeps the administrative side of a visit; doctors and admins the clinical one.
        ...(who === 'staff'
          ? { category: 'administrative', sub_category: 'billing' }
          : { category: 'diagnosis' }),
        description: 'Written by the RLS matrix',
      };
      await insertOk(client, 'medical_records', record);
      const document = {
        id: randomUUID(),
        clinic_id: aurora,
        medical_record_id: record.id,
        patient_id: patient.id,
        name: 'scan.pdf',
      };
      await insertOk(client, 'medical_documents', document);
      const task = {
        id: randomUUID(),
        clinic_id: aurora,
        title: `Task by ${who}`,
        description: 'RLS matrix',
      };
      await insertOk(client, 'tasks', task);

      const { data: updated, error: updateError } = await client
        .from('patients')
        .update({ phone: '0722 000 111' })
        .eq('id', patient.id)
        .select('phone');
      expect(updateError).toBeNull();
      expect(updated).toEqual([{ phone: '0722 000 111' }]);

      for (const [table, id] of [
        ['medical_documents', document.id],
        ['medical_records', record.id],
        ['appointments', appointment.id],
        ['tasks', task.id],
        ['patients', patient.id],
      ] as const) {
        const { error } = await client.from(table).delete().eq('id', id);
        expect(error, `${table} delete`).toBeNull();
        const { data } = await client.from(table).select('deleted').eq('id', id).single();
        expect(data, `${table} is a tombstone`).toEqual({ deleted: true });
      }
    });
  }
});

describe('bookkeeping columns, forged by each role (issue 17)', () => {
  const FORGED = '2000-01-01T00:00:00+00:00';
  const recent = (at: unknown) => Date.now() - new Date(String(at)).getTime() < 10 * 60_000;

  for (const who of ['admin', 'staff', 'doctor'] as const) {
    it(`${who}: the server's clock and the caller's clinic, whatever the request says`, async () => {
      const client = { admin, staff, doctor }[who];
      const patient = { ...newPatient(aurora, `Forged ${who}`), created_at: FORGED, updated_at: FORGED };
      await insertOk(client, 'patients', patient);
      const task = {
        id: randomUUID(),
        clinic_id: aurora,
        title: `Forged by ${who}`,
        description: 'RLS matrix',
        created_at: FORGED,
      };
      await insertOk(client, 'tasks', task);
      for (const [table, id] of [
        ['patients', patient.id],
        ['tasks', task.id],
      ] as const) {
        const { data } = await client.from(table).select('created_at, updated_at').eq('id', id).single();
        expect(recent(data?.created_at), `${table} created_at`).toBe(true);
        expect(recent(data?.updated_at), `${table} updated_at`).toBe(true);
      }

      // An update cannot date itself, nor move the row to another clinic.
      const { data: touched } = await client
        .from('patients')
        .update({ phone: '0722 000 222', updated_at: FORGED, created_at: FORGED })
        .eq('id', patient.id)
        .select('created_at, updated_at');
      expect(touched?.map((row) => [recent(row.created_at), recent(row.updated_at)])).toEqual([[true, true]]);
      const moved = await client
        .from('patients')
        .update({ clinic_id: nova })
        .eq('id', patient.id)
        .select('id');
      expect(moved.data ?? []).toEqual([]);
      const { data: still } = await admin.from('patients').select('clinic_id').eq('id', patient.id).single();
      expect(still).toEqual({ clinic_id: aurora });

      // Nor insert into another clinic.
      const { error } = await client.from('patients').insert(newPatient(nova, `Forged ${who}`));
      expect(error?.code).toBe('42501');
    });
  }

  it('staff and doctors change no admin-only column: a user’s role or status, the clinic’s details', async () => {
    for (const client of [staff, doctor]) {
      const own = await profileOf(client);
      const { data: promoted } = await client
        .from('users')
        .update({ role: 'admin' })
        .eq('id', own.id)
        .select('id');
      expect(promoted ?? []).toEqual([]);
      const { data: others } = await client
        .from('users')
        .update({ status: 'inactive' })
        .eq('id', adminProfile.id)
        .select('id');
      expect(others ?? []).toEqual([]);
      const { data: clinic } = await client
        .from('clinics')
        .update({ website: 'https://x.test' })
        .eq('id', aurora)
        .select('id');
      expect(clinic ?? []).toEqual([]);
    }
    const { data: adminRow } = await admin
      .from('users')
      .select('role, status')
      .eq('id', adminProfile.id)
      .single();
    expect(adminRow).toEqual({ role: 'admin', status: 'active' });
  });
});

describe('services and doctor_services', () => {
  it('are read by every role of the clinic', async () => {
    for (const client of [admin, staff, doctor]) {
      expect(await visibleIds(client, 'services', [auroraService.id])).toEqual([auroraService.id]);
    }
  });

  it('are written by admin only, not by staff or doctor', async () => {
    for (const client of [staff, doctor]) {
      const { error } = await client
        .from('services')
        .insert({ id: randomUUID(), clinic_id: aurora, specialization_id: 'cardiology', name: 'Nope' });
      expect(error?.code).toBe('42501');
      const { data } = await client
        .from('services')
        .update({ name: 'Renamed' })
        .eq('id', auroraService.id)
        .select('id');
      expect(data ?? []).toEqual([]);
      const { error: priceError } = await client.from('doctor_services').insert({
        id: randomUUID(),
        clinic_id: aurora,
        doctor_id: doctorProfile.id,
        service_id: auroraService.id,
      });
      expect(priceError?.code).toBe('42501');
      // Neither deleting the row nor the soft delete (is_active false) is let through.
      const { data: removed } = await client
        .from('services')
        .delete()
        .eq('id', auroraService.id)
        .select('id');
      expect(removed ?? []).toEqual([]);
      const { data: retired } = await client
        .from('services')
        .update({ is_active: false })
        .eq('id', auroraService.id)
        .select('id');
      expect(retired ?? []).toEqual([]);
    }
    const { data: still } = await admin
      .from('services')
      .select('is_active')
      .eq('id', auroraService.id)
      .single();
    expect(still).toEqual({ is_active: true });
    const pricing = {
      id: randomUUID(),
      clinic_id: aurora,
      doctor_id: doctorProfile.id,
      service_id: auroraService.id,
      duration_minutes: 45,
      price: 250,
    };
    await insertOk(admin, 'doctor_services', pricing);
    expect(await visibleIds(doctor, 'doctor_services', [pricing.id])).toEqual([pricing.id]);
    const { data } = await admin
      .from('services')
      .update({ name: 'RLS matrix consult' })
      .eq('id', auroraService.id)
      .select('id');
    expect(data).toEqual([{ id: auroraService.id }]);
  });
});

describe('partners', () => {
  it('are hidden from doctors and read by staff and admin', async () => {
    expect(await visibleIds(doctor, 'partners', [auroraPartner.id])).toEqual([]);
    expect(await visibleIds(staff, 'partners', [auroraPartner.id])).toEqual([auroraPartner.id]);
    expect(await visibleIds(admin, 'partners', [auroraPartner.id])).toEqual([auroraPartner.id]);
  });

  it('are written by admin only', async () => {
    for (const client of [staff, doctor]) {
      const { error } = await client
        .from('partners')
        .insert({ id: randomUUID(), clinic_id: aurora, name: 'Nope', type: 'other' });
      expect(error?.code).toBe('42501');
    }
    const { data: staffUpdate } = await staff
      .from('partners')
      .update({ rating: 1 })
      .eq('id', auroraPartner.id)
      .select('id');
    expect(staffUpdate ?? []).toEqual([]);
    const { data } = await admin
      .from('partners')
      .update({ rating: 5 })
      .eq('id', auroraPartner.id)
      .select('rating');
    expect(data).toEqual([{ rating: 5 }]);
  });
});

describe('clinics', () => {
  it('shows each member only their own clinic', async () => {
    for (const client of [admin, staff, doctor]) {
      const { data } = await client.from('clinics').select('id');
      expect(data).toEqual([{ id: aurora }]);
    }
  });

  it('lets admin update their own clinic only, and never create or delete one', async () => {
    const { data: own } = await admin.from('clinics').select('website').eq('id', aurora).single();
    const { data: updated } = await admin
      .from('clinics')
      .update({ website: own?.website ?? null })
      .eq('id', aurora)
      .select('id');
    expect(updated).toEqual([{ id: aurora }]);
    const { data: other } = await admin.from('clinics').update({ website: null }).eq('id', nova).select('id');
    expect(other ?? []).toEqual([]);
    const { data: byDoctor } = await doctor
      .from('clinics')
      .update({ website: null })
      .eq('id', aurora)
      .select('id');
    expect(byDoctor ?? []).toEqual([]);
    const { error } = await admin.from('clinics').insert({ id: randomUUID(), name: 'Clinica Nouă' });
    expect(error?.code).toBe('42501');
  });

  it('lets super_admin list, create and delete clinics', async () => {
    const id = randomUUID();
    await insertOk(superAdmin, 'clinics', {
      id,
      name: 'Clinica Test RLS',
      city: 'Brașov',
      phone: '0268123456',
    });
    const { data } = await superAdmin.from('clinics').select('id').in('id', [aurora, nova, id]);
    expect((data ?? []).map((row: { id: string }) => row.id).sort()).toEqual([aurora, nova, id].sort());
    await superAdmin.from('clinics').delete().eq('id', id);
    const { data: gone } = await superAdmin.from('clinics').select('deleted').eq('id', id).single();
    expect(gone).toEqual({ deleted: true });
  });
});

describe('users', () => {
  it('nobody changes their own role, clinic or account link', async () => {
    const { error: roleError } = await doctor
      .from('users')
      .update({ role: 'admin' })
      .eq('id', doctorProfile.id);
    expect(roleError?.code).toBe('42501');
    const { error: clinicError } = await doctor
      .from('users')
      .update({ clinic_id: nova })
      .eq('id', doctorProfile.id);
    expect(clinicError?.code).toBe('42501');
    const { error: adminError } = await admin
      .from('users')
      .update({ role: 'super_admin' })
      .eq('id', adminProfile.id);
    expect(adminError?.code).toBe('42501');
    const { data } = await doctor.from('users').select('role, clinic_id').eq('id', doctorProfile.id).single();
    expect(data).toEqual({ role: 'doctor', clinic_id: aurora });
  });

  it('everyone edits the personal fields of their own profile, not those of others', async () => {
    const { data: own } = await doctor
      .from('users')
      .select('sms_notifications')
      .eq('id', doctorProfile.id)
      .single();
    const { data, error } = await doctor
      .from('users')
      .update({ sms_notifications: own?.sms_notifications ?? true })
      .eq('id', doctorProfile.id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: doctorProfile.id }]);
    const { data: other } = await doctor
      .from('users')
      .update({ name: 'Renamed' })
      .eq('id', adminProfile.id)
      .select('id');
    expect(other ?? []).toEqual([]);
  });

  it('admin manages doctors and staff of their clinic only', async () => {
    const member = {
      id: randomUUID(),
      clinic_id: aurora,
      role: 'staff',
      name: 'Recepție Test',
      first_name: 'Recepție',
    };
    await insertOk(admin, 'users', member);
    const { data: renamed } = await admin
      .from('users')
      .update({ name: 'Recepție Nou' })
      .eq('id', member.id)
      .select('name');
    expect(renamed).toEqual([{ name: 'Recepție Nou' }]);

    const { error: promote } = await admin.from('users').update({ role: 'admin' }).eq('id', member.id);
    expect(promote?.code).toBe('42501');
    const { error: newAdmin } = await admin
      .from('users')
      .insert({ id: randomUUID(), clinic_id: aurora, role: 'admin', name: 'Not allowed' });
    expect(newAdmin?.code).toBe('42501');
    const { error: elsewhere } = await admin
      .from('users')
      .insert({ id: randomUUID(), clinic_id: nova, role: 'staff', name: 'Not allowed' });
    expect(elsewhere?.code).toBe('42501');
    const { error: byStaff } = await staff
      .from('users')
      .insert({ id: randomUUID(), clinic_id: aurora, role: 'doctor', name: 'Not allowed' });
    expect(byStaff?.code).toBe('42501');

    // Deleting or deactivating an account ends its sign-in too: only the account settings (the
    // user-accounts function) do it, so REST refuses it and the profile stays as it was.
    const { error: deleted } = await admin.from('users').delete().eq('id', member.id);
    expect(deleted?.code).toBe('42501');
    const { error: inactive } = await admin.from('users').update({ status: 'inactive' }).eq('id', member.id);
    expect(inactive?.code).toBe('42501');
    const { data: kept } = await admin.from('users').select('deleted, status').eq('id', member.id).single();
    expect(kept).toEqual({ deleted: false, status: 'active' });
  });

  it('super_admin creates admins in any clinic but never another super_admin', async () => {
    const { error } = await superAdmin
      .from('users')
      .insert({ id: randomUUID(), clinic_id: nova, role: 'admin', name: 'Admin Nou Nova' });
    expect(error).toBeNull();
    const { error: superError } = await superAdmin
      .from('users')
      .insert({ id: randomUUID(), clinic_id: nova, role: 'super_admin', name: 'Not allowed' });
    expect(superError?.code).toBe('42501');
  });
});

describe('super_admin clinic context', () => {
  it('sees no clinic data without a context, and only the chosen clinic with one', async () => {
    const ids = [auroraPatient.id, novaPatient.id];
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: null })).error).toBeNull();
    expect(await visibleIds(superAdmin, 'patients', ids)).toEqual([]);
    const { data: clinics } = await superAdmin.from('clinics').select('id').in('id', [aurora, nova]);
    expect(clinics ?? []).toHaveLength(2);

    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: aurora })).error).toBeNull();
    expect(await visibleIds(superAdmin, 'patients', ids)).toEqual([auroraPatient.id]);
    const created = newPatient(aurora, 'Super');
    await insertOk(superAdmin, 'patients', created);
    const { error: wrongClinic } = await superAdmin.from('patients').insert(newPatient(nova, 'Super'));
    expect(wrongClinic?.code).toBe('42501');

    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: nova })).error).toBeNull();
    expect(await visibleIds(superAdmin, 'patients', [...ids, created.id])).toEqual([novaPatient.id]);
  });

  it("is hidden from the visited clinic's users", async () => {
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: aurora })).error).toBeNull();
    expect(await visibleIds(admin, 'users', [superProfile.id])).toEqual([]);
  });

  it('cannot be set by anyone else', async () => {
    const { error } = await doctor.rpc('set_clinic_context', { p_clinic_id: nova });
    expect(error?.code).toBe('42501');
    const { data } = await doctor.from('users').select('clinic_id').eq('id', doctorProfile.id).single();
    expect(data).toEqual({ clinic_id: aurora });
  });
});

describe('access history (issue 39)', () => {
  /** The events naming the matrix's two patients each role may read. */
  async function visibleEvents(client: SupabaseClient): Promise<string[]> {
    const { data } = await client
      .from('access_events')
      .select('patient_id')
      .in('patient_id', [auroraPatient.id, novaPatient.id]);
    return [...new Set((data ?? []).map((row: { patient_id: string }) => row.patient_id))].sort();
  }

  it('is read by each clinic’s admin for that clinic only, and by nobody else of it', async () => {
    expect(await visibleEvents(admin)).toEqual([auroraPatient.id]);
    expect(await visibleEvents(novaAdmin)).toEqual([novaPatient.id]);
    for (const client of [staff, doctor, anonClient()]) expect(await visibleEvents(client)).toEqual([]);
  });

  it('is read by the super administrator in the chosen clinic only', async () => {
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: null })).error).toBeNull();
    expect(await visibleEvents(superAdmin)).toEqual([]);
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: nova })).error).toBeNull();
    expect(await visibleEvents(superAdmin)).toEqual([novaPatient.id]);
  });

  it('takes from each signed-in user only what they opened themselves, in their own clinic', async () => {
    const event = (fields: Record<string, unknown>) => ({
      id: randomUUID(),
      clinic_id: aurora,
      user_id: doctorProfile.id,
      patient_id: auroraPatient.id,
      action: 'open',
      subject: 'visit',
      record_id: randomUUID(),
      device_at: new Date().toISOString(),
      ...fields,
    });
    expect((await doctor.rpc('record_access_events', { p_events: [event({})] })).error).toBeNull();
    for (const [client, fields] of [
      [doctor, { user_id: adminProfile.id }],
      [doctor, { clinic_id: nova }],
      [admin, {}],
      [novaAdmin, {}],
    ] as const) {
      const { error } = await client.rpc('record_access_events', { p_events: [event(fields)] });
      expect(error?.code).toBe('42501');
    }
    // Through REST too: the insert policy names the sender and their clinic.
    const { error } = await doctor
      .from('access_events')
      .insert({ ...event({ user_id: adminProfile.id }), source: 'device' });
    expect(error?.code).toBe('42501');
  });

  it('is changed by nobody, however they reach it', async () => {
    const [row] = (
      await admin.from('access_events').select('id, offline').eq('patient_id', auroraPatient.id).limit(1)
    ).data as Array<{ id: string; offline: boolean }>;
    expect(row).toBeDefined();
    for (const client of [admin, staff, doctor, superAdmin]) {
      await client
        .from('access_events')
        .update({ offline: !row?.offline })
        .eq('id', row?.id ?? '');
      await client
        .from('access_events')
        .delete()
        .eq('id', row?.id ?? '');
    }
    const { data } = await admin
      .from('access_events')
      .select('id, offline')
      .eq('id', row?.id ?? '');
    expect(data).toEqual([row]);
  });
});

describe('specializations', () => {
  it('are read by every signed-in user and written by none', async () => {
    for (const client of [admin, staff, doctor, novaAdmin, superAdmin]) {
      const { data } = await client
        .from('specializations')
        .select('id, name_ro, name_en')
        .eq('id', 'cardiology');
      expect(data).toEqual([{ id: 'cardiology', name_ro: 'Cardiologie', name_en: 'Cardiology' }]);
    }
    const { count } = await doctor.from('specializations').select('id', { count: 'exact', head: true });
    expect(count).toBe(25);
    const { error } = await admin
      .from('specializations')
      .insert({ id: 'magic', name_ro: 'Magie', name_en: 'Magic' });
    expect(error).not.toBeNull();
  });
});

describe('storage', () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

  it("keeps files in the clinic's own folder", async () => {
    const own = `${aurora}/${randomUUID()}.png`;
    expect((await staff.storage.from('avatars').upload(own, png)).error).toBeNull();
    expect((await doctor.storage.from('avatars').download(own)).error).toBeNull();
    expect((await novaAdmin.storage.from('avatars').download(own)).error).not.toBeNull();
    const { error } = await staff.storage.from('avatars').upload(`${nova}/${randomUUID()}.png`, png);
    expect(error).not.toBeNull();
    const { error: documentError } = await doctor.storage
      .from('medical-documents')
      .upload(`${aurora}/${randomUUID()}.pdf`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(documentError).toBeNull();
  });

  it('lets only admin write partner logos', async () => {
    const { error: staffError } = await staff.storage
      .from('partner-avatars')
      .upload(`${aurora}/${randomUUID()}.png`, png);
    expect(staffError).not.toBeNull();
    const { error } = await admin.storage
      .from('partner-avatars')
      .upload(`${aurora}/${randomUUID()}.png`, png);
    expect(error).toBeNull();
  });
});
