import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPatient, updatePatient } from '../api/patient-commands.ts';
import { patientById$ } from '../api/patient-queries.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { DeviceStorageFullError, dismissStorageFull, storageFull$ } from '../session/storage-full.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { simulateFullDevice } from '../testing/simulated-full-device.ts';
import { closeClinicDatabase } from './open-clinic-database.ts';

let db: ClinicDatabase;
let full = false;
let restore: () => void;
beforeEach(async () => {
  full = false;
  dismissStorageFull();
  restore = simulateFullDevice(() => full);
  db = await openTestDatabase();
});
afterEach(async () => {
  await closeClinicDatabase(db);
  restore();
});

describe('a full device', () => {
  it('refuses the write with DeviceStorageFullError, raises the notice and keeps what was stored', async () => {
    const patient = await createPatient(db, { first_name: 'Ana', last_name: 'Pop', phone: '0744555123' });
    const stored = await firstValueFrom(patientById$(db, patient.id));

    full = true;
    const refused = await updatePatient(db, patient.id, { phone: '0744000000' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DeviceStorageFullError);
    expect(await firstValueFrom(storageFull$)).not.toBeNull();
    // The earlier write, still waiting to be sent, is exactly as it was.
    full = false;
    expect(await firstValueFrom(patientById$(db, patient.id))).toEqual(stored);

    // Space again: the same write goes through.
    const saved = await updatePatient(db, patient.id, { phone: '0744000000' });
    expect(saved.phone).toBe('0744000000');
  });

  it('passes every other failure through unchanged', async () => {
    const refused = await updatePatient(db, 'no-such-patient', { phone: '0744000000' }).catch(
      (error: unknown) => error,
    );
    expect(refused).not.toBeInstanceOf(DeviceStorageFullError);
    expect(await firstValueFrom(storageFull$)).toBeNull();
  });
});
