/**
 * The patient form's values as the inputs hold them (spec part 1 §2, §3) and their mapping to and
 * from the stored row: every text is a string ('' for nothing), dates 'yyyy-MM-dd' or '', gender
 * '' until chosen. Going back, texts are trimmed and blank optional ones become null (§3: "Empty
 * date strings are sent as null"); the rules in patient-form-validation.ts decide what is valid.
 */
import type { PatientDoc } from '#sync/api/documents.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';

/** The row's columns the form edits (plus the avatar, which the image field edits). */
export type PatientFormField = keyof PatientFormValues;

/** What the form reads a patient from: the stored row or the list row handed over. */
export type PatientFormSource = Pick<PatientDoc, PatientFormField | 'avatar'>;

export interface PatientFormInput {
  first_name: string;
  last_name: string;
  /** 'male' | 'female', or '' while none is chosen. */
  gender: string;
  cnp: string;
  birthday: string;
  series: string;
  number: string;
  issue_date: string;
  expiry_date: string;
  issued_by: string;
  address: string;
  phone: string;
  email: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  status: PatientDoc['status'];
}

/** Sets one value of the form, as the user changed it. */
export type SetPatientField = <Field extends keyof PatientFormInput>(
  field: Field,
  value: PatientFormInput[Field],
) => void;

/** The message shown under a field, undefined while it shows none. */
export type PatientFieldError = (field: keyof PatientFormInput) => string | undefined;

/** The text inputs, in the order the form shows them. */
export const PATIENT_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'cnp',
  'birthday',
  'series',
  'number',
  'issue_date',
  'expiry_date',
  'issued_by',
  'address',
  'phone',
  'email',
] as const satisfies readonly (keyof PatientFormInput)[];

/** A new patient: nothing filled in, active, both notifications on (the table's defaults). */
export function emptyPatientForm(): PatientFormInput {
  return {
    first_name: '',
    last_name: '',
    gender: '',
    cnp: '',
    birthday: '',
    series: '',
    number: '',
    issue_date: '',
    expiry_date: '',
    issued_by: '',
    address: '',
    phone: '',
    email: '',
    email_notifications: true,
    sms_notifications: true,
    status: 'active',
  };
}

/** The form's values for a stored patient: null shows as ''. */
export function formInputFromPatient(patient: PatientFormSource): PatientFormInput {
  return {
    first_name: patient.first_name,
    last_name: patient.last_name,
    gender: patient.gender ?? '',
    cnp: patient.cnp ?? '',
    birthday: patient.birthday ?? '',
    series: patient.series ?? '',
    number: patient.number ?? '',
    issue_date: patient.issue_date ?? '',
    expiry_date: patient.expiry_date ?? '',
    issued_by: patient.issued_by ?? '',
    address: patient.address ?? '',
    phone: patient.phone ?? '',
    email: patient.email ?? '',
    email_notifications: patient.email_notifications,
    sms_notifications: patient.sms_notifications,
    status: patient.status,
  };
}

/**
 * The values with every text trimmed, as they are checked and stored: '  Ion ' is saved as 'Ion',
 * and a field of spaces counts as empty (spec §5: "blank after trimming fails").
 */
export function trimmedFormInput(input: PatientFormInput): PatientFormInput {
  const trimmed = { ...input };
  for (const field of PATIENT_TEXT_FIELDS) trimmed[field] = input[field].trim();
  return trimmed;
}

type StoredFields = Pick<PatientDoc, PatientFormField | 'avatar'>;

/**
 * The columns whose value differs from `base`: an edit writes only what the user changed, so a
 * field another desk changed meanwhile keeps that desk's value (field-level last write wins).
 */
export function changedPatientFields(base: PatientFormSource, next: StoredFields): Partial<StoredFields> {
  const changed: Partial<StoredFields> = {};
  for (const field of Object.keys(next) as (keyof StoredFields)[]) {
    if (next[field] !== base[field]) copyField(changed, next, field);
  }
  return changed;
}

function copyField<Field extends keyof StoredFields>(
  target: Partial<StoredFields>,
  source: StoredFields,
  field: Field,
): void {
  target[field] = source[field];
}
