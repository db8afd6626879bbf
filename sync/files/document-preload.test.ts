// Real RxDB and the real file store on fake IndexedDB; the storage answers from a map. Dexie's
// liveQuery (deviceDocuments$) looks for a global indexedDB.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinicDay, wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { createAppointment } from '../api/appointment-commands.ts';
import { createMedicalDocument } from '../api/medical-document-commands.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, SAMPLE_DOCTOR_ID, SAMPLE_RECORD_ID, sampleRow } from '../testing/sample-rows.ts';
import { deviceDocuments$, startDocumentPreload } from './document-preload.ts';
import type { FileStorageClient } from './file-storage-client.ts';
import { closeFileStore, type FileStore, openFileStore } from './file-store.ts';
import { blobFor } from './local-blob.ts';

const NOW = new Date();
const today = clinicDay(NOW);
const at = (day: string, time: string) => wallTimeToIso(day, time) ?? '';
const ME = '7e57a11d-0000-4000-8000-00000000d0c7';

let db: ClinicDatabase;
let store: FileStore;
let downloads: string[];
const server = new Map<string, string>();
const storage: FileStorageClient = {
  storage: {
    from: () => ({
      upload: async () => ({ data: null, error: { message: 'not here' } }),
      createSignedUrl: async () => ({ data: null, error: { message: 'not here' } }),
      download: async (path: string) => {
        downloads.push(path);
        const text = server.get(path);
        return text === undefined
          ? { data: null, error: { message: 'Object not found' } }
          : { data: new Blob([text], { type: 'application/pdf' }), error: null };
      },
    }),
  },
};

beforeEach(async () => {
  db = await openTestDatabase();
  store = openFileStore({
    userId: 'u1',
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  downloads = [];
  server.clear();
});
afterEach(async () => {
  closeFileStore(store);
  await closeClinicDatabase(db);
});

async function booked(patientId: string, doctorId: string, instant: string, path: string, bytes = 100) {
  await createAppointment(db, { patient_id: patientId, doctor_id: doctorId, appointment_date: instant });
  await createMedicalDocument(db, {
    medical_record_id: SAMPLE_RECORD_ID,
    patient_id: patientId,
    name: path,
    storage_path: path,
    mime_type: 'application/pdf',
    size_bytes: bytes,
  });
  server.set(path, `%PDF ${path}`);
}

const preload = (options: { budgetBytes?: number } = {}) =>
  startDocumentPreload(db, store, storage, {
    authUserId: ME,
    quietMs: 60_000,
    intervalMs: 60_000,
    isOnline: () => true,
    now: () => NOW,
    ...options,
  });

describe('the schedule-driven preload', () => {
  it('brings today’s and tomorrow’s patients’ documents to the device, soonest first, and no others', async () => {
    const patients = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await booked(
      patients[0] ?? '',
      SAMPLE_DOCTOR_ID,
      at(addDays(today, 1), '09:00'),
      `${SAMPLE_CLINIC_ID}/a.pdf`,
    );
    await booked(patients[1] ?? '', SAMPLE_DOCTOR_ID, at(today, '23:30'), `${SAMPLE_CLINIC_ID}/b.pdf`);
    await booked(
      patients[2] ?? '',
      SAMPLE_DOCTOR_ID,
      at(addDays(today, 3), '09:00'),
      `${SAMPLE_CLINIC_ID}/later.pdf`,
    );
    const run = preload();
    await run.runNow();
    run.stop();
    expect(downloads).toEqual([`${SAMPLE_CLINIC_ID}/b.pdf`, `${SAMPLE_CLINIC_ID}/a.pdf`]);
    expect(await (await blobFor(store, 'medical-documents', `${SAMPLE_CLINIC_ID}/a.pdf`))?.text()).toBe(
      `%PDF ${SAMPLE_CLINIC_ID}/a.pdf`,
    );
    expect(await firstValueFrom(deviceDocuments$(store))).toMatchObject({ count: 2 });
    // Held now: a second run fetches nothing again.
    downloads = [];
    const again = preload();
    await again.runNow();
    again.stop();
    expect(downloads).toEqual([]);
  });

  it('keeps within its budget, and a doctor preloads only their own patients', async () => {
    const other = crypto.randomUUID();
    await db.users.insert(sampleRow('users', { auth_user_id: ME, role: 'doctor', id: SAMPLE_DOCTOR_ID }));
    await booked(
      crypto.randomUUID(),
      SAMPLE_DOCTOR_ID,
      at(today, '23:00'),
      `${SAMPLE_CLINIC_ID}/mine-1.pdf`,
      60,
    );
    await booked(
      crypto.randomUUID(),
      SAMPLE_DOCTOR_ID,
      at(today, '23:15'),
      `${SAMPLE_CLINIC_ID}/mine-2.pdf`,
      60,
    );
    await booked(crypto.randomUUID(), other, at(today, '23:00'), `${SAMPLE_CLINIC_ID}/theirs.pdf`, 10);
    const run = preload({ budgetBytes: 100 });
    await run.runNow();
    run.stop();
    expect(downloads).toEqual([`${SAMPLE_CLINIC_ID}/mine-1.pdf`]);
  });
});
