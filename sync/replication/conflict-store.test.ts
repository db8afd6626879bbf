import { indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer } from '../encryption/field-sealer.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import { createConflictStore } from './conflict-store.ts';
import type { SyncMetaStore } from './sync-meta-store.ts';

let db: ClinicDatabase | undefined;
let meta: SyncMetaStore | undefined;
let n = 0;

afterEach(async () => {
  if (db) await closeClinicDatabase(db);
  await removeTestMetaStore(meta);
  db = undefined;
  meta = undefined;
});

const PATIENT = '11111111-1111-4111-8111-111111111111';
const BOOKING = '22222222-2222-4222-8222-222222222222';
const RECORD = '33333333-3333-4333-8333-333333333333';
const CNP = '1900101223344';
const missing = (constraint: string) => ({
  code: '23503',
  constraint,
  message: 'violates foreign key constraint',
});

/**
 * A new patient the server refused (a rule of its own), their booking and the visit's record item
 * refused after it for the missing parent: as the replication leaves them, each row a tombstone
 * here and its version in the store.
 */
async function refusedFamilyOf(sealed: boolean) {
  n += 1;
  db = await openTestDatabase(
    `conflict-test-${n}`,
    sealed ? createFieldSealer(await createDataKey()) : undefined,
  );
  meta = openTestMetaStore(`conflict-test-${n}`);
  const store = createConflictStore(db, meta);
  const patient = sampleRow('patients', { id: PATIENT, first_name: 'Ion', last_name: 'Pop', cnp: CNP });
  const booking = sampleRow('appointments', { id: BOOKING, patient_id: PATIENT });
  const record = sampleRow('medical_records', { id: RECORD, appointment_id: BOOKING, patient_id: PATIENT });
  await db.patients.insert(patient);
  await db.appointments.insert(booking);
  await db.medical_records.insert(record);
  for (const doc of [
    await db.medical_records.findOne(RECORD).exec(),
    await db.appointments.findOne(BOOKING).exec(),
    await db.patients.findOne(PATIENT).exec(),
  ]) {
    await doc?.remove();
  }
  await store.record({
    collection: 'patients',
    docId: PATIENT,
    kind: 'rejected',
    local: { ...patient, _deleted: false },
    server: null,
    error: { code: '23514', constraint: 'patients_cnp_format', message: 'cnp' },
  });
  await store.record({
    collection: 'appointments',
    docId: BOOKING,
    kind: 'rejected',
    local: { ...booking, _deleted: false },
    server: null,
    error: missing('appointments_patient_id_fkey'),
    parent: { collection: 'patients', docId: PATIENT },
  });
  await store.record({
    collection: 'medical_records',
    docId: RECORD,
    kind: 'rejected',
    local: { ...record, _deleted: false },
    server: null,
    error: missing('medical_records_appointment_id_fkey'),
    parent: { collection: 'appointments', docId: BOOKING },
  });
  const idOf = async (collection: string) =>
    (await store.list()).find((c) => c.collection === collection)?.id ?? '';
  return { store, db, idOf };
}

describe.each([
  ['stored in clear', false],
  ['sealed at rest', true],
])('a refused parent and the rows refused with it (%s)', (_, sealed) => {
  const refusedFamily = () => refusedFamilyOf(sealed);

  it('are applied again in one step, the parent first, from any of them', async () => {
    const { store, db, idOf } = await refusedFamily();
    const written: string[] = [];
    const subscription = db.$.subscribe((event) => written.push(event.collectionName ?? ''));
    await store.reapplyMine(await idOf('appointments'));
    subscription.unsubscribe();
    expect(written).toEqual(['patients', 'appointments', 'medical_records']);
    expect((await db.patients.findOne(PATIENT).exec())?.first_name).toBe('Ion');
    expect((await db.appointments.findOne(BOOKING).exec())?.patient_id).toBe(PATIENT);
    expect(await db.medical_records.findOne(RECORD).exec()).not.toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('are discarded together when the parent is: nothing of them is left to resolve', async () => {
    const { store, db, idOf } = await refusedFamily();
    await store.keepServer(await idOf('patients'));
    expect(await store.list()).toEqual([]);
    expect(await db.appointments.findOne(BOOKING).exec()).toBeNull();
  });

  it('keep the parent when only a child is discarded', async () => {
    const { store, idOf } = await refusedFamily();
    await store.keepServer(await idOf('appointments'));
    expect((await store.list()).map((c) => c.collection)).toEqual(['patients']);
    expect(await store.hasOpen('patients', PATIENT)).toBe(true);
    expect(await store.refused('patients', PATIENT)).toBe(true);
    expect(await store.refused('appointments', BOOKING)).toBe(false);
  });

  it('follow an edited parent: the edit, then the rows naming it', async () => {
    const { store, db, idOf } = await refusedFamily();
    const patient = (await store.list()).find((conflict) => conflict.collection === 'patients');
    await store.resolveWith(await idOf('patients'), { ...patient?.local, cnp: null });
    expect((await db.patients.findOne(PATIENT).exec())?.cnp).toBeNull();
    expect(await db.appointments.findOne(BOOKING).exec()).not.toBeNull();
    expect(await db.medical_records.findOne(RECORD).exec()).not.toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it.runIf(sealed)('keep both versions of each row sealed on the device', async () => {
    const { store } = await refusedFamily();
    const stored = (await everyStoredValue(indexedDB)).join('\n');
    expect(stored).toContain(PATIENT);
    expect(stored).not.toContain(CNP);
    expect((await store.list()).find((c) => c.collection === 'patients')?.local.cnp).toBe(CNP);
  });
});
