import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { createDataKey, WrongKeyError } from './data-key.ts';
import { createFieldSealer, type FieldSealer } from './field-sealer.ts';

const CNP = '2850615123456';
const PHONE = '0722 555 014';
const ALLERGY = 'Alergie la penicilina';
const NOTE = 'Pacienta revine pentru control';

let indexedDB = new IDBFactory();
const opened: ClinicDatabase[] = [];

async function open(sealer?: FieldSealer): Promise<ClinicDatabase> {
  const db = await openClinicDatabase({
    userId: 'desk',
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB,
    IDBKeyRange,
    multiInstance: false,
    devMode: true,
    ...(sealer ? { sealer } : {}),
  });
  opened.push(db);
  return db;
}

const patient = () =>
  sampleRow('patients', {
    first_name: 'Ioana',
    last_name: 'Marin',
    cnp: CNP,
    phone: PHONE,
    allergies: [{ id: 'a1', name: ALLERGY, start_year: 2001, end_year: 'Prezent', is_active: true }],
  });

async function storedText(): Promise<string> {
  return (await everyStoredValue(indexedDB)).join('\n');
}

afterEach(async () => {
  for (const db of opened.splice(0)) if (!db.closed) await closeClinicDatabase(db);
  indexedDB = new IDBFactory();
});

describe('sealed fields at rest', () => {
  it('stores no sensitive value in clear, and reads every row back as written', async () => {
    const db = await open(createFieldSealer(await createDataKey()));
    await db.patients.insert(patient());
    await db.appointments.insert(sampleRow('appointments', { notes: NOTE }));

    const text = await storedText();
    for (const secret of [CNP, PHONE, ALLERGY, NOTE]) expect(text).not.toContain(secret);
    // Indexed fields stay readable, so IndexedDB can still find rows by them.
    expect(text).toContain('Marin');

    const stored = await db.patients.findOne(patient().id).exec();
    expect(stored?.toJSON()).toMatchObject({ cnp: CNP, phone: PHONE, allergies: patient().allergies });
    expect(stored?.toJSON()).not.toHaveProperty('_sealed');
    const byName = await db.patients.find({ selector: { last_name: 'Marin' } }).exec();
    expect(byName.map((doc) => doc.cnp)).toEqual([CNP]);
    const visit = await db.appointments.findOne(sampleRow('appointments').id).exec();
    expect(visit?.notes).toBe(NOTE);
  });

  it('opens the rows of another tab or an earlier session from IndexedDB, not from memory', async () => {
    const key = await createDataKey();
    const first = await open(createFieldSealer(key));
    await first.patients.insert(patient());
    await closeClinicDatabase(first);

    const again = await open(createFieldSealer(key));
    const stored = await again.patients.findOne(patient().id).exec();
    expect(stored?.cnp).toBe(CNP);
  });

  it('refuses to open rows under another key', async () => {
    const first = await open(createFieldSealer(await createDataKey()));
    await first.patients.insert(patient());
    await closeClinicDatabase(first);

    const other = await open(createFieldSealer(await createDataKey()));
    await expect(other.patients.findOne(patient().id).exec()).rejects.toBeInstanceOf(WrongKeyError);
  });

  it('keeps sealing through updates and shows them to live queries', async () => {
    const db = await open(createFieldSealer(await createDataKey()));
    const doc = await db.patients.insert(patient());
    const seen: (string | null)[] = [];
    const subscription = db.patients
      .findOne(patient().id)
      .$.subscribe((row) => seen.push(row?.phone ?? null));
    await doc.incrementalPatch({ phone: '0733 000 111' });
    await expect.poll(() => seen.at(-1)).toBe('0733 000 111');
    subscription.unsubscribe();
    const text = await storedText();
    expect(text).not.toContain('0733 000 111');
    expect(text).not.toContain(CNP);
  });

  it('reads rows stored before sealing was turned on as they are', async () => {
    const plain = await open();
    await plain.patients.insert(patient());
    await closeClinicDatabase(plain);

    const sealed = await open(createFieldSealer(await createDataKey()));
    expect((await sealed.patients.findOne(patient().id).exec())?.cnp).toBe(CNP);
  });
});
