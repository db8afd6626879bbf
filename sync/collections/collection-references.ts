/**
 * Which rows each row names: the server's foreign keys (supabase/migrations/20261121000100_schema.sql)
 * and the id lists that name rows without one (an appointment's extra services, a task's
 * assignees). The sync sends a row only after every row it names that this device changed has
 * reached the server (sync/replication/causal-order.ts); tests/backend/collection-references.test.ts
 * checks this table against the database's own foreign keys.
 */
import type { CollectionName } from './collection-registry.ts';

export interface Reference {
  /** The column holding the id (or the list of ids). */
  column: string;
  /** The collection of the row it names. */
  parent: CollectionName;
  /** A uuid[] column: every id in it names a row. */
  list?: true;
}

export const COLLECTION_REFERENCES: { readonly [Name in CollectionName]: readonly Reference[] } = {
  specializations: [],
  clinics: [],
  users: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'specialization', parent: 'specializations' },
  ],
  services: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'specialization_id', parent: 'specializations' },
  ],
  doctor_services: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'doctor_id', parent: 'users' },
    { column: 'service_id', parent: 'services' },
  ],
  patients: [{ column: 'clinic_id', parent: 'clinics' }],
  appointments: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'patient_id', parent: 'patients' },
    { column: 'doctor_id', parent: 'users' },
    { column: 'service_id', parent: 'services' },
    { column: 'created_by', parent: 'users' },
    { column: 'additional_services', parent: 'services', list: true },
  ],
  medical_records: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'appointment_id', parent: 'appointments' },
    { column: 'patient_id', parent: 'patients' },
    { column: 'created_by', parent: 'users' },
  ],
  medical_documents: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'medical_record_id', parent: 'medical_records' },
    { column: 'patient_id', parent: 'patients' },
  ],
  tasks: [
    { column: 'clinic_id', parent: 'clinics' },
    { column: 'created_by', parent: 'users' },
    { column: 'assigned_to', parent: 'users', list: true },
  ],
  partners: [{ column: 'clinic_id', parent: 'clinics' }],
};

export interface NamedRow {
  collection: CollectionName;
  id: string;
  /** The column that names it. */
  column: string;
}

/** The rows a document names, once per column and id (a row never names itself). */
export function rowsNamedBy(collection: CollectionName, doc: Readonly<Record<string, unknown>>): NamedRow[] {
  const named: NamedRow[] = [];
  for (const reference of COLLECTION_REFERENCES[collection]) {
    const value = doc[reference.column];
    const ids = reference.list ? (Array.isArray(value) ? value : []) : [value];
    for (const id of ids) {
      if (typeof id !== 'string' || id === '') continue;
      if (reference.parent === collection && id === doc.id) continue;
      named.push({ collection: reference.parent, id, column: reference.column });
    }
  }
  return named;
}

/**
 * The reference a foreign-key refusal is about, from its constraint name
 * (`<table>_<column>_fkey`, as Postgres and private.check_same_clinic name it), or null when the
 * name says nothing this table knows.
 */
export function referenceOfConstraint(
  collection: CollectionName,
  constraint: string | null | undefined,
): Reference | null {
  if (!constraint) return null;
  const prefix = `${collection}_`;
  const match = /^(.+)_(fkey|same_clinic)$/.exec(constraint);
  if (!match?.[1]?.startsWith(prefix)) return null;
  const column = match[1].slice(prefix.length);
  return COLLECTION_REFERENCES[collection].find((reference) => reference.column === column) ?? null;
}
