/**
 * One column's value as the conflicts list shows it, by stable ids that conflict-labels.ts and
 * conflict-text.ts put into words: text, yes/no, an option of an enumerated column, references to
 * rows the screen looks up by name (a patient, a doctor, a service), never an id.
 */
import { formatDate, formatNumericDateTime } from '#lib/date-locale.ts';

/** Collections whose rows have a name the screen can look up for a reference. */
export type ReferenceCollection = 'patients' | 'users' | 'services';

export type DisplayValue =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'yes_no'; value: boolean }
  /** One value of an enumerated column (a status, a priority), worded by conflict-labels.ts. */
  | { type: 'option'; collection: string; field: string; value: string }
  | { type: 'references'; collection: ReferenceCollection; ids: string[] }
  /** A row the list cannot name (a medical record, an appointment): "another record". */
  | { type: 'linked_record' }
  | { type: 'file' }
  /** A structured value (the clinic's schedule): named, not spelled out. */
  | { type: 'composite' };

const REFERENCE_FIELDS: Record<string, ReferenceCollection> = {
  patient_id: 'patients',
  doctor_id: 'users',
  created_by: 'users',
  assigned_to: 'users',
  service_id: 'services',
  additional_services: 'services',
};

const FILE_FIELDS = new Set(['avatar', 'storage_path']);

/** Columns with a fixed set of values (the server's `*_valid` checks). */
const OPTION_FIELDS = new Set([
  'status',
  'priority',
  'gender',
  'role',
  'collaboration_type',
  'professional_grade',
  'type',
  'category',
  'sleep_quality',
  'physical_activity',
  'diet',
  'stress_level',
  'alcohol_consumption',
  'smoker_status',
  'currency',
  'tva',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const EMPTY: DisplayValue = { type: 'empty' };

/** A column's value as the list shows it. */
export function displayValue(collection: string, field: string, value: unknown): DisplayValue {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  const reference = REFERENCE_FIELDS[field];
  if (reference) {
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
    return ids.length > 0 ? { type: 'references', collection: reference, ids } : EMPTY;
  }
  if (typeof value === 'boolean') return { type: 'yes_no', value };
  if (typeof value === 'number') return { type: 'text', text: String(value) };
  if (FILE_FIELDS.has(field)) return { type: 'file' };
  if (typeof value === 'string') {
    if (OPTION_FIELDS.has(field)) return { type: 'option', collection, field, value };
    if (UUID.test(value)) return { type: 'linked_record' };
    if (CALENDAR_DATE.test(value)) return { type: 'text', text: formatDate(value) };
    if (INSTANT.test(value)) return { type: 'text', text: formatNumericDateTime(value) };
    return { type: 'text', text: value };
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { type: 'text', text: value.join(', ') };
  }
  return { type: 'composite' };
}
