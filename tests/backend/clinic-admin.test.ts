/**
 * Running a clinic (issue 14, migration 20261126000100), through supabase-js as each role: an
 * admin edits the own clinic's details and week but not its status or existence, staff and
 * doctors change nothing of it, and a clinic a super_admin deleted is a tombstone nobody opens.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, profileOf, signIn, updateAs } from './harness.ts';

let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let superAdmin: SupabaseClient;
let aurora: string;

beforeAll(async () => {
  [admin, staff, doctor, superAdmin] = await Promise.all([
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.superAdmin),
  ]);
  aurora = (await profileOf(admin)).clinic_id;
});

describe('the own clinic', () => {
  it('its admin edits the details and the week, never its status or existence', async () => {
    const { data } = await admin.from('clinics').select('schedule, website').eq('id', aurora).single();
    expect(
      await updateAs(admin, 'clinics', aurora, { website: data?.website ?? null, schedule: data?.schedule }),
    ).toBeNull();
    expect(await updateAs(admin, 'clinics', aurora, { status: 'inactive' })).toBe('42501');
    expect(await updateAs(admin, 'clinics', aurora, { deleted: true })).toBe('42501');
    // Nor removes the row outright: no policy lets any role delete a clinic's row.
    const { data: removed } = await admin.from('clinics').delete().eq('id', aurora).select('id');
    expect(removed ?? []).toEqual([]);
    const { data: after } = await admin.from('clinics').select('status, deleted').eq('id', aurora).single();
    expect(after).toEqual({ status: 'active', deleted: false });
  });

  it('the desk and doctors change nothing of it', async () => {
    expect(await updateAs(staff, 'clinics', aurora, { website: 'https://desk.example' })).toBe('not updated');
    expect(await updateAs(doctor, 'clinics', aurora, { website: 'https://doctor.example' })).toBe(
      'not updated',
    );
    for (const client of [staff, doctor]) {
      expect(await updateAs(client, 'clinics', aurora, { deleted: true })).toBe('not updated');
      const { data: removed } = await client.from('clinics').delete().eq('id', aurora).select('id');
      expect(removed ?? []).toEqual([]);
    }
    const { data: after } = await admin.from('clinics').select('deleted').eq('id', aurora).single();
    expect(after).toEqual({ deleted: false });
  });

  it('a refused status change through sync_push comes back as a refusal the device keeps', async () => {
    const { data: row } = await admin.from('clinics').select('*').eq('id', aurora).single();
    const changed = { ...row, status: 'inactive' };
    const { data, error } = await admin.rpc('sync_push', {
      p_collection: 'clinics',
      p_changes: [{ id: aurora, new: changed, base: row, changed_at: new Date().toISOString() }],
    });
    expect(error).toBeNull();
    expect(
      (data as { results: Array<{ status: string; error: { code: string } | null }> }).results[0],
    ).toMatchObject({ status: 'rejected', error: { code: '42501' } });
  });
});

describe('a deleted clinic', () => {
  it('is a tombstone its members can no longer open', async () => {
    const id = randomUUID();
    expect((await superAdmin.from('clinics').insert({ id, name: 'Clinica de închis' })).error).toBeNull();
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: id })).error).toBeNull();
    const patient = {
      id: randomUUID(),
      clinic_id: id,
      first_name: 'Ultim',
      last_name: 'Pacient',
      gender: 'female',
    };
    expect((await superAdmin.from('patients').insert(patient)).error).toBeNull();
    expect((await superAdmin.from('patients').select('id').eq('id', patient.id)).data).toEqual([
      { id: patient.id },
    ]);

    expect(await updateAs(superAdmin, 'clinics', id, { status: 'inactive' })).toBeNull();
    expect((await superAdmin.from('clinics').delete().eq('id', id)).error).toBeNull();
    // Still in context, but the clinic is gone: its rows are out of reach.
    expect((await superAdmin.from('patients').select('id').eq('id', patient.id)).data).toEqual([]);
    const { data: tombstone } = await superAdmin.from('clinics').select('deleted').eq('id', id).single();
    expect(tombstone).toEqual({ deleted: true });
    expect((await superAdmin.rpc('set_clinic_context', { p_clinic_id: id })).error?.code).toBe('22023');
    await superAdmin.rpc('set_clinic_context', { p_clinic_id: null });
  });
});
