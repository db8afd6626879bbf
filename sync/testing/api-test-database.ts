/** A fresh clinic database on its own fake IndexedDB, for the API tests. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { openClinicDatabase } from '../database/open-clinic-database.ts';
import type { FieldSealer } from '../encryption/field-sealer.ts';
import { SAMPLE_CLINIC_ID } from './sample-rows.ts';

/** `sealer`: the rows' sensitive fields sealed at rest, as on a device with a PIN (issue 40). */
export function openTestDatabase(userId = 'test-user', sealer?: FieldSealer): Promise<ClinicDatabase> {
  return openClinicDatabase({
    ...(sealer ? { sealer } : {}),
    userId,
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    multiInstance: false,
    devMode: true,
  });
}
