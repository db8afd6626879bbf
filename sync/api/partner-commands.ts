import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PartnerDoc } from '../collections/partners-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
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

export type PartnerInput = CreateInput<PartnerDoc, 'name' | 'type'>;
export type PartnerPatch = UpdatePatch<PartnerDoc>;

export async function createPartner(db: ClinicDatabase, input: PartnerInput): Promise<PartnerDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.partners, {
    avatar: null,
    contact_person: null,
    phone: null,
    email: null,
    address: null,
    city: null,
    country: null,
    partnership_date: null,
    contract_expiry_date: null,
    status: 'active',
    rating: null,
    notes: null,
    created_date: now,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    name: input.name,
    type: input.type,
  });
}

export function updatePartner(db: ClinicDatabase, id: string, patch: PartnerPatch): Promise<PartnerDoc> {
  return patchDocument(db.partners, id, patch);
}

export function deletePartner(db: ClinicDatabase, id: string): Promise<PartnerDoc> {
  return removeDocument(db.partners, id);
}
