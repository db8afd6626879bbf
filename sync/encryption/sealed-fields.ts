/**
 * Which fields of each collection are sealed at rest (issue 40): medical history, record items,
 * documents' names, CNP and ID numbers, addresses, phones, emails, notes. What stays in clear, and
 * why, is the complement: ids and the fields an index or a selector reads (RxDB's Dexie storage
 * finds rows by IndexedDB indexes and matches selectors on the stored row, so a sealed field could
 * not be found by), and fields that say nothing about a person's health or identity:
 *
 *   patients            id, clinic_id, first_name, last_name, name (indexed: the list's order and
 *                       the calendar's names), created_date (indexed: the list's first page),
 *                       status, avatar (a file key), the five consent flags
 *   appointments        every field but notes: doctor_id + appointment_date and patient_id are
 *                       indexed, the rest is the calendar's shape (times, service, status)
 *   medical_records     ids (appointment_id, patient_id indexed), recorded_at, created_by
 *   medical_documents   ids (indexed), storage_path (the file's key), mime_type, size_bytes
 *   users               ids, role, names, specialization and grade, status, avatar, notification
 *                       flags: the staff list and every name shown
 *   partners            ids, name, type, city, country, dates, status, rating
 *   tasks               all but description: status is indexed, the title is the card
 *   clinics, services, doctor_services, specializations   nothing sealed: the clinic's public
 *                       details and price list
 *
 * The replication's own bookkeeping keeps the server's last copy of every row (RxDB's meta
 * instances, `docData`): sealed whole. Sync tails (`*_changed_at`, `_meta`, `_rev`, `_deleted`)
 * stay clear: they name fields and times, never values.
 */
import { META_INSTANCE_SCHEMA_TITLE } from 'rxdb';

export const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  patients: [
    'gender',
    'birthday',
    'cnp',
    'series',
    'number',
    'address',
    'issue_date',
    'expiry_date',
    'issued_by',
    'phone',
    'email',
    'height',
    'weight',
    'imc',
    'sleep_quality',
    'physical_activity',
    'diet',
    'stress_level',
    'alcohol_consumption',
    'smoker_status',
    'smoker_since',
    'chronic_conditions',
    'allergies',
    'infectious_diseases',
    'major_traumas',
    'surgical_interventions',
    'important_vaccinations',
  ],
  appointments: ['notes'],
  medical_records: ['category', 'type', 'enum', 'sub_category', 'input_field_value', 'description'],
  medical_documents: ['name'],
  users: [
    'gender',
    'phone',
    'personal_email',
    'birth_date',
    'id_series',
    'id_number',
    'cnp',
    'id_address',
    'id_issue_date',
    'id_expiry_date',
    'id_issued_by',
  ],
  partners: ['contact_person', 'phone', 'email', 'address', 'notes'],
  tasks: ['description'],
};

/** The replication's copy of the server's row: sealed whole. */
const META_INSTANCE_SEALED = ['docData'] as const;

/** RxDB names the replication's meta instances so (plugins/replication). */
export const META_INSTANCE_PREFIX = 'rx-replication-meta-';

/** The fields sealed in a stored collection known only by its name (the upgrade's pass over IndexedDB). */
export function sealedFieldsOfStored(collectionName: string): readonly string[] {
  return collectionName.startsWith(META_INSTANCE_PREFIX)
    ? META_INSTANCE_SEALED
    : (SEALED_FIELDS[collectionName] ?? []);
}

/** The fields sealed in a storage instance, by its collection name and schema title. */
export function sealedFieldsOf(collectionName: string, schemaTitle: string | undefined): readonly string[] {
  if (schemaTitle === META_INSTANCE_SCHEMA_TITLE) return META_INSTANCE_SEALED;
  return SEALED_FIELDS[collectionName] ?? [];
}
