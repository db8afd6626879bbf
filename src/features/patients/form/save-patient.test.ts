// Real RxDB (dev-mode, the collection's validation hooks) and the real file store, on fake IndexedDB.
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPatient, deletePatient, updatePatient } from '#sync/api/patient-commands.ts';
import { patientById$ } from '#sync/api/patient-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { closeFileStore, type FileStore } from '#sync/files/file-store.ts';
import { blobFor } from '#sync/files/local-blob.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID } from '#sync/testing/sample-rows.ts';
import { openTestFileStore } from '#sync/testing/test-file-store.ts';
import { checkPatientForm } from './patient-form-validation.ts';
import { emptyPatientForm, type PatientFormInput } from './patient-form-values.ts';
import { savePatient } from './save-patient.ts';

const PATIENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const NOW = 1_790_000_000_000;

const filled: PatientFormInput = {
  ...emptyPatientForm(),
  first_name: ' Ion ',
  last_name: 'Popescu',
  gender: 'male',
  cnp: '1800101123450',
  birthday: '1980-01-01',
  series: 'CJ',
  number: '123456',
  issued_by: 'SPCLEP Cluj',
  address: 'Str. Lungă 1',
  phone: '0722 123 456',
  email: 'ion@example.com',
};

function valuesOf(input: PatientFormInput) {
  const check = checkPatientForm(input);
  if (!check.ok) throw new Error(`invalid test input: ${JSON.stringify(check.errors)}`);
  return check.values;
}

let db: ClinicDatabase;
let files: FileStore;
beforeEach(async () => {
  db = await openTestDatabase();
  files = openTestFileStore();
});
afterEach(async () => {
  closeFileStore(files);
  await closeClinicDatabase(db);
});

const stored = () => firstValueFrom(patientById$(db, PATIENT_ID));
const common = () => ({ db, files, clinicId: SAMPLE_CLINIC_ID, patientId: PATIENT_ID, now: () => NOW });

describe('savePatient', () => {
  it('creates the patient on the device with the trimmed values and its id', async () => {
    const outcome = await savePatient({
      ...common(),
      base: null,
      values: valuesOf(filled),
      avatar: { kind: 'keep' },
    });
    expect(outcome).toBe('created');
    expect(await stored()).toEqual(
      expect.objectContaining({
        id: PATIENT_ID,
        clinic_id: SAMPLE_CLINIC_ID,
        name: 'Ion Popescu',
        first_name: 'Ion',
        issue_date: null,
        avatar: null,
        status: 'active',
      }),
    );
  });

  it('keeps a new picture on the device, queues it and names its path in the row', async () => {
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await savePatient({
      ...common(),
      base: null,
      values: valuesOf(filled),
      avatar: { kind: 'replace', blob, type: 'image/png' },
    });
    const path = `${SAMPLE_CLINIC_ID}/patients/${PATIENT_ID}/${NOW}.png`;
    expect((await stored())?.avatar).toBe(path);
    expect(await (await blobFor(files, 'avatars', path))?.arrayBuffer()).toEqual(await blob.arrayBuffer());
    expect(await files.uploads.toArray()).toEqual([
      expect.objectContaining({
        bucket: 'avatars',
        path,
        contentType: 'image/png',
        owner: { collection: 'patients', docId: PATIENT_ID, field: 'avatar' },
      }),
    ]);
  });

  it('writes only the columns the user changed', async () => {
    const base = await createPatient(db, { id: PATIENT_ID, ...valuesOf(filled), avatar: 'old/path.png' });
    // Another desk's change arrives after the form was filled: the edit must not undo it.
    await updatePatient(db, PATIENT_ID, { address: 'Str. Scurtă 2' });

    const outcome = await savePatient({
      ...common(),
      base,
      values: valuesOf({ ...filled, phone: '0744 555 123', sms_notifications: false }),
      avatar: { kind: 'keep' },
    });
    expect(outcome).toBe('updated');
    expect(await stored()).toEqual(
      expect.objectContaining({
        phone: '0744 555 123',
        sms_notifications: false,
        address: 'Str. Scurtă 2',
        avatar: 'old/path.png',
      }),
    );
  });

  it('clears the picture when the user removed it, and writes nothing when nothing changed', async () => {
    const base = await createPatient(db, { id: PATIENT_ID, ...valuesOf(filled), avatar: 'old/path.png' });
    expect(await savePatient({ ...common(), base, values: valuesOf(filled), avatar: { kind: 'keep' } })).toBe(
      'unchanged',
    );
    expect((await stored())?.updated_at).toBe(base.updated_at);

    await savePatient({ ...common(), base, values: valuesOf(filled), avatar: { kind: 'remove' } });
    expect((await stored())?.avatar).toBeNull();
  });

  it('fails without writing when the patient is gone', async () => {
    const base = await createPatient(db, { id: PATIENT_ID, ...valuesOf(filled) });
    await deletePatient(db, PATIENT_ID);
    await expect(
      savePatient({
        ...common(),
        base,
        values: valuesOf({ ...filled, phone: '0744 555 123' }),
        avatar: { kind: 'keep' },
      }),
    ).rejects.toThrow();
    expect(await stored()).toBeNull();
  });
});
