import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { ServiceDoc } from '../collections/services-collection.ts';
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

/** A new service (RON, VAT 19%, active unless given). */
export type ServiceInput = CreateInput<ServiceDoc, 'name' | 'specialization_id'>;
export type ServicePatch = UpdatePatch<ServiceDoc>;

export async function createService(db: ClinicDatabase, input: ServiceInput): Promise<ServiceDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.services, {
    description: null,
    sku_code: null,
    currency: 'RON',
    tva: '19%',
    is_active: true,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    name: input.name,
    specialization_id: input.specialization_id,
  });
}

export function updateService(db: ClinicDatabase, id: string, patch: ServicePatch): Promise<ServiceDoc> {
  return patchDocument(db.services, id, patch);
}

/** The configurator's delete: the service stays (old appointments name it) but is no longer offered. */
export function deactivateService(db: ClinicDatabase, id: string): Promise<ServiceDoc> {
  return patchDocument(db.services, id, { is_active: false });
}

export function deleteService(db: ClinicDatabase, id: string): Promise<ServiceDoc> {
  return removeDocument(db.services, id);
}
