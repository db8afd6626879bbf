/** A fresh clinic database on its own fake IndexedDB, for the API tests. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { openClinicDatabase } from '../database/open-clinic-database.ts';
import { SAMPLE_CLINIC_ID } from './sample-rows.ts';

export function openTestDatabase(userId = 'test-user'): Promise<ClinicDatabase> {
  return openClinicDatabase({
    userId,
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    multiInstance: false,
    devMode: true,
  });
}
