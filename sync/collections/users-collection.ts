import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { GENDERS } from '../validation/field-rules.ts';
import {
  COLLABORATION_TYPES,
  PROFESSIONAL_GRADES,
  USER_ROLES,
  USER_STATUSES,
} from '../validation/user-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  BOOLEAN,
  NULLABLE_DATE,
  NULLABLE_TEXT,
  NULLABLE_UUID,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  UUID,
} from './schema-fragments.ts';

const usersSchemaLiteral = {
  title: 'users',
  description:
    'Staff and doctor profiles (server table public.users); clinic_id is null for a super_admin without a clinic context.',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    auth_user_id: NULLABLE_UUID,
    clinic_id: NULLABLE_UUID,
    role: { type: 'string', enum: USER_ROLES },
    name: NULLABLE_TEXT,
    first_name: NULLABLE_TEXT,
    last_name: NULLABLE_TEXT,
    gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
    phone: NULLABLE_TEXT,
    personal_email: NULLABLE_TEXT,
    clinic_email: NULLABLE_TEXT,
    email: NULLABLE_TEXT,
    avatar: NULLABLE_TEXT,
    /** A specializations id. */
    specialization: NULLABLE_TEXT,
    professional_grade: {
      type: ['string', 'null'],
      enum: [...PROFESSIONAL_GRADES, null],
    },
    collaboration_type: { type: ['string', 'null'], enum: [...COLLABORATION_TYPES, null] },
    birth_date: NULLABLE_DATE,
    id_series: NULLABLE_TEXT,
    id_number: NULLABLE_TEXT,
    cnp: NULLABLE_TEXT,
    id_address: NULLABLE_TEXT,
    id_issue_date: NULLABLE_DATE,
    id_expiry_date: NULLABLE_DATE,
    id_issued_by: NULLABLE_TEXT,
    email_notifications: BOOLEAN,
    sms_notifications: BOOLEAN,
    status: { type: 'string', enum: USER_STATUSES },
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'auth_user_id',
    'clinic_id',
    'role',
    'name',
    'first_name',
    'last_name',
    'gender',
    'phone',
    'personal_email',
    'clinic_email',
    'email',
    'avatar',
    'specialization',
    'professional_grade',
    'collaboration_type',
    'birth_date',
    'id_series',
    'id_number',
    'cnp',
    'id_address',
    'id_issue_date',
    'id_expiry_date',
    'id_issued_by',
    'email_notifications',
    'sms_notifications',
    'status',
    ...SYNC_TAIL_REQUIRED,
  ],
} as const;

export type UserDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof usersSchemaLiteral>;

export const usersSchema = usersSchemaLiteral satisfies RxJsonSchema<UserDoc>;

export const usersMigrationStrategies = {} satisfies MigrationStrategiesFor<typeof usersSchema.version>;
