/** Users (medics, staff, admins): the row rules (SQL checks of public.users) and the medic form (spec part 2 §5). */
import * as v from 'valibot';
import {
  blankAsNull,
  boolean,
  GENDERS,
  nullableCnp,
  nullableDate,
  nullableEmail,
  nullableOneOf,
  nullablePhone,
  nullableText,
  nullableUuid,
  oneOf,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  uuid,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const USER_ROLES = ['doctor', 'staff', 'admin', 'super_admin'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;
export const PROFESSIONAL_GRADES = [
  'primar',
  'specialist',
  'resident',
  'generalist',
  'consultant',
  'adjunct',
  'principal',
] as const;
export const COLLABORATION_TYPES = ['internal', 'external'] as const;

/** A stored user row (server table public.users). */
export const userRowRules = row({
  id: uuid,
  auth_user_id: nullableUuid,
  clinic_id: nullableUuid,
  role: oneOf(USER_ROLES),
  name: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  gender: nullableOneOf(GENDERS),
  phone: nullablePhone,
  personal_email: nullableEmail,
  clinic_email: nullableEmail,
  email: nullableEmail,
  avatar: nullableText,
  specialization: nullableText,
  professional_grade: nullableOneOf(PROFESSIONAL_GRADES),
  collaboration_type: nullableOneOf(COLLABORATION_TYPES),
  birth_date: nullableDate,
  id_series: nullableText,
  id_number: nullableText,
  cnp: nullableCnp,
  id_address: nullableText,
  id_issue_date: nullableDate,
  id_expiry_date: nullableDate,
  id_issued_by: nullableText,
  email_notifications: boolean,
  sms_notifications: boolean,
  status: oneOf(USER_STATUSES),
  ...SYNC_TAIL_ENTRIES,
});

/**
 * The medic form: first and last name, gender, role, specialization, professional grade and
 * collaboration type required; phone, emails and CNP optional but valid (blank becomes null).
 */
export const medicFormRules = v.object(
  {
    first_name: requiredText,
    last_name: requiredText,
    gender: oneOf(GENDERS),
    role: oneOf(USER_ROLES),
    specialization: requiredText,
    professional_grade: oneOf(PROFESSIONAL_GRADES),
    collaboration_type: oneOf(COLLABORATION_TYPES),
    phone: blankAsNull(nullablePhone),
    personal_email: blankAsNull(nullableEmail),
    clinic_email: blankAsNull(nullableEmail),
    email: blankAsNull(nullableEmail),
    birth_date: blankAsNull(nullableDate),
    id_series: blankAsNull(nullableText),
    id_number: blankAsNull(nullableText),
    cnp: blankAsNull(nullableCnp),
    id_address: blankAsNull(nullableText),
    id_issue_date: blankAsNull(nullableDate),
    id_expiry_date: blankAsNull(nullableDate),
    id_issued_by: blankAsNull(nullableText),
    email_notifications: boolean,
    sms_notifications: boolean,
    status: oneOf(USER_STATUSES),
  },
  K.required,
);

export type MedicFormValues = v.InferOutput<typeof medicFormRules>;
