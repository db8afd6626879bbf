import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { WithDeleted } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase, CollectionDocs } from '../collections/collection-registry.ts';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer, type FieldSealer } from '../encryption/field-sealer.ts';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { sameDocument } from './same-document.ts';
import { storePulledPage } from './store-pulled-page.ts';

type Patient = CollectionDocs['patients'];

let db: ClinicDatabase | undefined;
let indexedDB: IDBFactory;

async function open(sealer?: FieldSealer): Promise<ClinicDatabase> {
  indexedDB = new IDBFactory();
  db = await openClinicDatabase({
    ...(sealer ? { sealer } : {}),
    userId: 'page-test',
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB,
    IDBKeyRange,
    multiInstance: false,
    devMode: true,
  });
  return db;
}

afterEach(async () => {
  if (db && !db.closed) await closeClinicDatabase(db);
  db = undefined;
});

const isEqual: (a: WithDeleted<Patient>, b: WithDeleted<Patient>) => boolean = sameDocument;
const pulled = (overrides: Partial<Patient> = {}): WithDeleted<Patient> => ({
  ...sampleRow('patients', overrides),
  _deleted: false,
});
const nothingWaits = () => false;

describe('a pulled page stored once', () => {
  it('writes new and changed rows, which queries then show, and nothing for rows held as they are', async () => {
    const database = await open();
    const first = pulled({ id: crypto.randomUUID(), phone: '0700 000 001' });
    const second = pulled({ id: crypto.randomUUID(), phone: '0700 000 002' });
    expect(await storePulledPage(database.patients, [first, second], nothingWaits, isEqual)).toEqual({
      written: 2,
      waiting: 0,
      unchanged: 0,
      raced: 0,
    });
    expect((await database.patients.findOne(first.id).exec())?.phone).toBe('0700 000 001');
    const changed = { ...second, phone: '0700 000 003' };
    expect(await storePulledPage(database.patients, [first, changed], nothingWaits, isEqual)).toEqual({
      written: 1,
      waiting: 0,
      unchanged: 1,
      raced: 0,
    });
    expect((await database.patients.findOne(second.id).exec())?.phone).toBe('0700 000 003');
  });

  it('leaves a row with a change waiting here as the device holds it', async () => {
    const database = await open();
    const row = pulled({ id: crypto.randomUUID(), phone: '0700 000 010' });
    await storePulledPage(database.patients, [row], nothingWaits, isEqual);
    await (await database.patients.findOne(row.id).exec())?.incrementalPatch({ phone: '0700 000 011' });
    const page = await storePulledPage(
      database.patients,
      [{ ...row, phone: '0700 000 012' }],
      (id) => id === row.id,
      isEqual,
    );
    expect(page.waiting).toBe(1);
    expect((await database.patients.findOne(row.id).exec())?.phone).toBe('0700 000 011');
  });

  it('takes the last state of a row the page holds twice, and a removal hides the row', async () => {
    const database = await open();
    const row = pulled({ id: crypto.randomUUID(), phone: '0700 000 020' });
    const never = pulled({ id: crypto.randomUUID() });
    await storePulledPage(
      database.patients,
      [row, { ...row, phone: '0700 000 021' }, { ...never, _deleted: true }],
      nothingWaits,
      isEqual,
    );
    expect((await database.patients.findOne(row.id).exec())?.phone).toBe('0700 000 021');
    expect(await database.patients.findOne(never.id).exec()).toBeNull();
    await storePulledPage(database.patients, [{ ...row, _deleted: true }], nothingWaits, isEqual);
    expect(await database.patients.findOne(row.id).exec()).toBeNull();
  });

  it('seals the rows at rest on a sealed database', async () => {
    const database = await open(createFieldSealer(await createDataKey()));
    const row = pulled({ id: crypto.randomUUID(), cnp: '2850615123456' });
    await storePulledPage(database.patients, [row], nothingWaits, isEqual);
    expect((await database.patients.findOne(row.id).exec())?.cnp).toBe('2850615123456');
    expect((await everyStoredValue(indexedDB)).join('\n')).not.toContain('2850615123456');
  });
});
