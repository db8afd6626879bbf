import type { ClinicDoc } from '../collections/clinics-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { defaultClinicSchedule } from '../validation/clinic-rules.ts';
import {
  type CreateInput,
  definedOnly,
  insertDocument,
  newRowColumns,
  nowIso,
  patchDocument,
  removeDocument,
  type UpdatePatch,
} from './document-commands.ts';

/** A new clinic; its clinic_id is its own id, as the server generates it. */
export type ClinicInput = CreateInput<ClinicDoc, 'name'>;
export type ClinicPatch = UpdatePatch<ClinicDoc>;

export async function createClinic(db: ClinicDatabase, input: ClinicInput): Promise<ClinicDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  const row = newRowColumns(id, now);
  return insertDocument(db.clinics, {
    company_name: null,
    tax_code: null,
    address: null,
    city: null,
    phone: null,
    email: null,
    website: null,
    medical_director: null,
    license_date: null,
    status: 'active',
    schedule: defaultClinicSchedule(),
    ...definedOnly(fields),
    ...row,
    clinic_id: row.id,
    name: input.name,
  });
}

export function updateClinic(db: ClinicDatabase, id: string, patch: ClinicPatch): Promise<ClinicDoc> {
  return patchDocument(db.clinics, id, patch);
}

export function deleteClinic(db: ClinicDatabase, id: string): Promise<ClinicDoc> {
  return removeDocument(db.clinics, id);
}
