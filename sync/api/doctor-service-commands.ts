import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { DoctorServiceDoc } from '../collections/doctor-services-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import { DEFAULT_DOCTOR_SERVICE_DURATION } from '../validation/doctor-service-rules.ts';
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

/** A doctor's duration (default 30) and price (default 0) for a service. */
export type DoctorServiceInput = CreateInput<DoctorServiceDoc, 'doctor_id' | 'service_id'>;
export type DoctorServicePatch = UpdatePatch<DoctorServiceDoc, 'doctor_id' | 'service_id'>;

/**
 * Saves a doctor's terms for a service: the pair (doctor_id, service_id) is unique, so when this
 * device already holds the pair it is updated (spec: upsert on the pair) and keeps its id.
 */
export async function createDoctorService(
  db: ClinicDatabase,
  input: DoctorServiceInput,
): Promise<DoctorServiceDoc> {
  const existing = await db.doctor_services
    .findOne({ selector: { doctor_id: input.doctor_id, service_id: input.service_id } })
    .exec();
  const { id, doctor_id, service_id, ...terms } = input;
  if (existing) return patchDocument(db.doctor_services, existing.id, terms);
  const now = nowIso();
  return insertDocument(db.doctor_services, {
    duration_minutes: DEFAULT_DOCTOR_SERVICE_DURATION,
    price: 0,
    ...definedOnly(terms),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    doctor_id,
    service_id,
  });
}

export function updateDoctorService(
  db: ClinicDatabase,
  id: string,
  patch: DoctorServicePatch,
): Promise<DoctorServiceDoc> {
  return patchDocument(db.doctor_services, id, patch);
}

/** Takes the service away from the doctor. */
export function deleteDoctorService(db: ClinicDatabase, id: string): Promise<DoctorServiceDoc> {
  return removeDocument(db.doctor_services, id);
}
