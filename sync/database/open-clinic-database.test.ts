import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { ValidationError } from '../validation/validation-error.ts';
import { clinicDatabaseContext } from './clinic-database-context.ts';
import { clinicDatabaseName } from './clinic-database-name.ts';
import {
  type ClinicDatabaseLocation,
  closeClinicDatabase,
  openClinicDatabase,
  removeClinicDatabase,
} from './open-clinic-database.ts';

const CLINIC = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
let indexedDB = new IDBFactory();
const opened: ClinicDatabase[] = [];

function location(userId: string): ClinicDatabaseLocation {
  return { userId, clinicId: CLINIC, indexedDB, IDBKeyRange, multiInstance: false };
}

async function open(userId: string): Promise<ClinicDatabase> {
  const db = await openClinicDatabase({ ...location(userId), devMode: true });
  opened.push(db);
  return db;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

afterEach(async () => {
  for (const db of opened.splice(0)) if (!db.closed) await closeClinicDatabase(db);
  indexedDB = new IDBFactory();
});

describe('clinicDatabaseName', () => {
  it('is cabinet-user-clinic, lowercased, with only the characters RxDB accepts', () => {
    expect(clinicDatabaseName('User-1', CLINIC)).toBe(`cabinet-user-1-${CLINIC}`);
    expect(clinicDatabaseName('a.b@c', 'X Y')).toBe('cabinet-a_b_c-x_y');
  });
});

describe('openClinicDatabase', () => {
  it('opens the 11 synced collections and remembers user and clinic', async () => {
    const db = await open('user-a');
    expect(Object.keys(db.collections).sort()).toEqual([...SYNCED_COLLECTIONS].sort());
    expect(db.name).toBe(clinicDatabaseName('user-a', CLINIC));
    expect(clinicDatabaseContext(db)).toEqual({ userId: 'user-a', clinicId: CLINIC });
  });

  it('stores a valid row and fills the generated patient name', async () => {
    const db = await open('user-a');
    await db.patients.insert(sampleRow('patients', { first_name: 'Ana', last_name: 'Pop', name: 'stale' }));
    const stored = await db.patients.findOne(sampleRow('patients').id).exec();
    expect(stored?.name).toBe('Ana Pop');
    await db.clinics.insert(sampleRow('clinics', { clinic_id: '00000000-0000-4000-8000-000000000000' }));
    expect((await db.clinics.findOne(CLINIC).exec())?.clinic_id).toBe(CLINIC);
  });

  it('refuses an invalid insert with ValidationError and stores nothing', async () => {
    const db = await open('user-a');
    const error = await rejection(
      db.patients.insert(sampleRow('patients', { email: 'not-an-email', cnp: '12' })),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error instanceof ValidationError && error.issues.map((issue) => [issue.field, issue.key])).toEqual(
      [
        ['cnp', 'validation.cnp_invalid'],
        ['email', 'validation.email_invalid'],
      ],
    );
    expect(await db.patients.count().exec()).toBe(0);
    const bulk = await rejection(
      db.appointments.bulkInsert([
        sampleRow('appointments'),
        sampleRow('appointments', { duration_minutes: 20 }),
      ]),
    );
    expect(bulk).toBeInstanceOf(ValidationError);
    expect(await db.appointments.count().exec()).toBe(0);
  });

  it('refuses an invalid patch and keeps the stored document as it was', async () => {
    const db = await open('user-a');
    const doc = await db.patients.insert(sampleRow('patients'));
    const error = await rejection(doc.incrementalPatch({ phone: '12', first_name: 'Ion' }));
    expect(error instanceof ValidationError && error.issues[0]?.key).toBe('validation.phone_invalid');
    await expect(doc.patch({ status: 'gone' as 'active' })).rejects.toBeInstanceOf(ValidationError);
    const stored = await db.patients.findOne(doc.id).exec();
    expect(stored?.toJSON()).toEqual(
      expect.objectContaining({ phone: sampleRow('patients').phone, first_name: 'Ștefan' }),
    );
    const patched = await doc.incrementalPatch({ first_name: 'Ion' });
    expect(patched.name).toBe('Ion Ionescu');
  });

  it('lets a row that breaks a rule be deleted, and edited where the write leaves the old value alone', async () => {
    const db = await open('user-a');
    // As replication stores a pulled row: straight to storage, past the hooks.
    const pulled = {
      ...sampleRow('medical_records', { description: 'Scurt' }),
      _deleted: false,
      _attachments: {},
      _rev: '1-a',
      _meta: { lwt: Date.now() },
    };
    await db.medical_records.storageInstance.bulkWrite([{ document: pulled }], 'test');
    const doc = await db.medical_records.findOne(pulled.id).exec();
    // The old short description is the server's, left as it was: another column may change.
    const edited = await doc?.incrementalPatch({ sub_category: 'Imagistică' });
    expect(edited?.sub_category).toBe('Imagistică');
    // A write that sets the broken column again, still broken, is refused, and nothing changes.
    await expect(edited?.incrementalPatch({ description: 'Tot scurt' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect((await db.medical_records.findOne(pulled.id).exec())?.description).toBe('Scurt');
    await edited?.incrementalRemove();
    expect(await db.medical_records.count().exec()).toBe(0);
  });

  it("writes without Dexie's broadcast to other tabs, which the app's own Dexie stores keep", async () => {
    const heard: string[] = [];
    // Dexie's channel to the other tabs (dexie.js, STORAGE_MUTATED_DOM_EVENT_NAME).
    const channel = new BroadcastChannel('x-storagemutated-1');
    channel.onmessage = (event: MessageEvent<Record<string, unknown>>) =>
      heard.push(...Object.keys(event.data));
    const control = new Dexie('the-apps-own-store', { indexedDB, IDBKeyRange });
    control.version(1).stores({ rows: 'id' });
    // A write to the app's own store, heard after whatever the channel carried before it.
    let writes = 0;
    const controlWriteHeard = async () => {
      writes += 1;
      await control.table('rows').put({ id: writes });
      await vi.waitFor(() =>
        expect(heard.some((part) => part.includes('the-apps-own-store/rows/'))).toBe(true),
      );
    };
    try {
      const db = await open('user-a');
      // Opening a new database announces it once; only the writes after matter here.
      await controlWriteHeard();
      heard.length = 0;
      await db.patients.insert(sampleRow('patients', { first_name: 'Ana', last_name: 'Pop' }));
      await db.appointments.bulkInsert([sampleRow('appointments')]);
      await controlWriteHeard();
      expect(heard.filter((part) => part.includes('rxdb-dexie'))).toEqual([]);
    } finally {
      control.close();
      channel.close();
    }
  });

  it('keeps two users apart', async () => {
    const first = await open('user-a');
    await first.tasks.insert(sampleRow('tasks'));
    await closeClinicDatabase(first);

    const second = await open('user-b');
    expect(await second.tasks.count().exec()).toBe(0);
    await second.partners.insert(sampleRow('partners'));
    await closeClinicDatabase(second);

    const again = await open('user-a');
    expect(await again.tasks.count().exec()).toBe(1);
    expect(await again.partners.count().exec()).toBe(0);
  });
});

describe('removeClinicDatabase', () => {
  const storedNames = async () => (await indexedDB.databases()).map((info) => info.name ?? '');

  it('wipes an open database: a new open finds no documents', async () => {
    const db = await open('user-a');
    await db.patients.insert(sampleRow('patients'));
    await removeClinicDatabase(location('user-a'));
    expect(db.closed).toBe(true);
    expect((await storedNames()).filter((name) => name.includes('user-a'))).toEqual([]);

    const reopened = await open('user-a');
    expect(await reopened.patients.count().exec()).toBe(0);
  });

  it("wipes a closed database, and only that user's", async () => {
    const a = await open('user-a');
    await a.patients.insert(sampleRow('patients'));
    await closeClinicDatabase(a);
    const b = await open('user-b');
    await b.patients.insert(sampleRow('patients'));
    await closeClinicDatabase(b);

    await removeClinicDatabase(location('user-a'));
    expect((await storedNames()).filter((name) => name.includes('user-a'))).toEqual([]);
    expect(await (await open('user-a')).patients.count().exec()).toBe(0);
    await closeClinicDatabase(opened.at(-1) ?? a);
    expect(await (await open('user-b')).patients.count().exec()).toBe(1);
  });
});
