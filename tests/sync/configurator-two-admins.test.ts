/**
 * Running a clinic from two devices (issue 14): two admins of Clinica Aurora edit the clinic and
 * its prices offline. Different fields of the clinic both stay (field-level last write wins), the
 * week merges day by day (each day card is its own field to the admin), different fields of one
 * service both stay, and two doctors' prices for one service are their own rows, so neither
 * overwrites the other, whichever device reconnects first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../backend/harness.ts';
import { serverRow } from './support/server-state.ts';
import { type ClientIdentity, type Doc, WorkerClient } from './support/worker-client.ts';

let first: WorkerClient;
let second: WorkerClient;
let clinic: ClientIdentity;
let doctors: Doc[];

beforeAll(async () => {
  [first, second] = await Promise.all([
    WorkerClient.start({ email: DEMO.auroraAdmin, name: 'admin-1' }),
    WorkerClient.start({ email: DEMO.auroraAdmin, name: 'admin-2' }),
  ]);
  clinic = await first.identity();
  doctors = await first.find('users', { role: 'doctor' });
  if (doctors.length < 2) throw new Error('Aurora needs two doctors');
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.terminate(), second?.terminate()]);
});

async function settleBoth(): Promise<void> {
  await first.awaitIdle();
  await second.awaitIdle();
  await first.awaitIdle();
}

describe('two admins offline', () => {
  it('keep the phone one changed and the week the other changed', async () => {
    const before = await first.get('clinics', clinic.clinicId);
    if (!before) throw new Error('Aurora is not on the device');
    const week = before.schedule as Record<string, { open: boolean; start: string; end: string }>;
    const newWeek = { ...week, saturday: { open: true, start: '09:00', end: '13:00' } };

    await Promise.all([first.goOffline(), second.goOffline()]);
    await first.update('clinics', clinic.clinicId, { phone: '0264999888' });
    await second.update('clinics', clinic.clinicId, { schedule: newWeek });
    await second.goOnline();
    await second.awaitIdle();
    await first.goOnline();
    await settleBoth();

    const expected = { phone: '0264999888', schedule: newWeek };
    expect(await serverRow('clinics', clinic.clinicId)).toMatchObject(expected);
    expect(await first.get('clinics', clinic.clinicId)).toMatchObject(expected);
    expect(await second.get('clinics', clinic.clinicId)).toMatchObject(expected);
    expect(await first.conflicts()).toEqual([]);

    // Put Aurora back as the other tests know it.
    await first.update('clinics', clinic.clinicId, { phone: before.phone, schedule: week });
    await settleBoth();
  });

  for (const firstBack of ['admin-1', 'admin-2'] as const) {
    it(`keep the day each changed in the week (${firstBack} reconnects first)`, async () => {
      const before = await first.get('clinics', clinic.clinicId);
      if (!before) throw new Error('Aurora is not on the device');
      type Week = Record<string, { open: boolean; start: string; end: string }>;
      const week = before.schedule as Week;
      const monday = { open: true, start: '10:00', end: '14:00' };
      const saturday = { open: false, start: '09:00', end: '13:00' };

      await Promise.all([first.goOffline(), second.goOffline()]);
      await first.update('clinics', clinic.clinicId, { schedule: { ...week, monday } });
      await second.update('clinics', clinic.clinicId, { schedule: { ...week, saturday } });
      const [one, other] = firstBack === 'admin-1' ? [first, second] : [second, first];
      await one.goOnline();
      await one.awaitIdle();
      await other.goOnline();
      await settleBoth();

      const expected = { ...week, monday, saturday };
      expect((await serverRow('clinics', clinic.clinicId))?.schedule).toEqual(expected);
      expect((await first.get('clinics', clinic.clinicId))?.schedule).toEqual(expected);
      expect((await second.get('clinics', clinic.clinicId))?.schedule).toEqual(expected);
      expect(await first.conflicts()).toEqual([]);
      expect(await second.conflicts()).toEqual([]);

      await first.update('clinics', clinic.clinicId, { schedule: week });
      await settleBoth();
    });
  }

  it('keep the name one changed and the VAT the other changed on one service', async () => {
    const service = await first.create('services', {
      name: 'Consult două câmpuri',
      specialization_id: 'cardiology',
    });
    await settleBoth();
    await second.waitForDoc('services', service.id, { name: 'Consult două câmpuri' });

    await Promise.all([first.goOffline(), second.goOffline()]);
    await first.update('services', service.id, { name: 'Consult redenumit' });
    await second.update('services', service.id, { tva: 'exempt' });
    await second.goOnline();
    await second.awaitIdle();
    await first.goOnline();
    await settleBoth();

    const expected = { name: 'Consult redenumit', tva: 'exempt' };
    expect(await serverRow('services', service.id)).toMatchObject(expected);
    expect(await first.get('services', service.id)).toMatchObject(expected);
    expect(await second.get('services', service.id)).toMatchObject(expected);
    expect(await first.conflicts()).toEqual([]);
  });

  it('keep both doctors’ prices for one service', async () => {
    const [one, other] = doctors as [Doc, Doc];
    const service = await first.create('services', {
      name: 'Ecografie două prețuri',
      specialization_id: 'cardiology',
    });
    await settleBoth();
    await second.waitForDoc('services', service.id, { name: 'Ecografie două prețuri' });

    await Promise.all([first.goOffline(), second.goOffline()]);
    await first.create('doctor_services', {
      doctor_id: one.id,
      service_id: service.id,
      price: 180,
      duration_minutes: 45,
    });
    await second.create('doctor_services', {
      doctor_id: other.id,
      service_id: service.id,
      price: 210,
      duration_minutes: 30,
    });
    await first.goOnline();
    await first.awaitIdle();
    await second.goOnline();
    await settleBoth();

    const prices = async (device: WorkerClient) =>
      (await device.find('doctor_services', { service_id: service.id }))
        .map((row) => [row.doctor_id, row.price, row.duration_minutes])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const expected = [
      [one.id, 180, 45],
      [other.id, 210, 30],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(await prices(first)).toEqual(expected);
    expect(await prices(second)).toEqual(expected);
    expect(await second.conflicts()).toEqual([]);
  });
});
