/**
 * The documents screens read, by their types: the clinic database as a whole and one document type
 * per collection. Screens take these types from here, never from sync/collections, so the sync
 * layer's storage (RxDB, its schemas) stays behind sync/api.
 */
export type { AppointmentDoc } from '../collections/appointments-collection.ts';
export type { ClinicDoc } from '../collections/clinics-collection.ts';
export {
  type ClinicDatabase,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
export type { DoctorServiceDoc } from '../collections/doctor-services-collection.ts';
export type { MedicalDocumentDoc } from '../collections/medical-documents-collection.ts';
export type { MedicalRecordDoc } from '../collections/medical-records-collection.ts';
export type { PartnerDoc } from '../collections/partners-collection.ts';
export type { PatientDoc } from '../collections/patients-collection.ts';
export type { ServiceDoc } from '../collections/services-collection.ts';
export type { SpecializationDoc } from '../collections/specializations-collection.ts';
export type { TaskDoc } from '../collections/tasks-collection.ts';
export type { UserDoc } from '../collections/users-collection.ts';
