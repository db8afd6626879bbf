import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { CLINIC_STATUSES } from '../validation/clinic-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  NULLABLE_DATE,
  NULLABLE_TEXT,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  TEXT,
  UUID,
} from './schema-fragments.ts';

/** One weekday of the clinic schedule: open flag and HH:mm hours. */
const DAY_SCHEDULE = {
  type: 'object',
  properties: { open: { type: 'boolean' }, start: { type: 'string' }, end: { type: 'string' } },
  required: ['open', 'start', 'end'],
} as const;

const clinicsSchemaLiteral = {
  title: 'clinics',
  description: 'Clinics (tenants) the user may see (server table public.clinics); clinic_id equals id.',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    /** Generated on the server as id, so every collection filters on clinic_id alike. */
    clinic_id: UUID,
    name: TEXT,
    company_name: NULLABLE_TEXT,
    tax_code: NULLABLE_TEXT,
    address: NULLABLE_TEXT,
    city: NULLABLE_TEXT,
    phone: NULLABLE_TEXT,
    email: NULLABLE_TEXT,
    website: NULLABLE_TEXT,
    medical_director: NULLABLE_TEXT,
    license_date: NULLABLE_DATE,
    status: { type: 'string', enum: CLINIC_STATUSES },
    schedule: {
      type: 'object',
      properties: {
        monday: DAY_SCHEDULE,
        tuesday: DAY_SCHEDULE,
        wednesday: DAY_SCHEDULE,
        thursday: DAY_SCHEDULE,
        friday: DAY_SCHEDULE,
        saturday: DAY_SCHEDULE,
        sunday: DAY_SCHEDULE,
      },
      required: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      additionalProperties: false,
    },
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'name',
    'company_name',
    'tax_code',
    'address',
    'city',
    'phone',
    'email',
    'website',
    'medical_director',
    'license_date',
    'status',
    'schedule',
    ...SYNC_TAIL_REQUIRED,
  ],
} as const;

export type ClinicDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof clinicsSchemaLiteral>;

export type ClinicSchedule = ClinicDoc['schedule'];

export type Weekday = keyof ClinicSchedule;

export const clinicsSchema = clinicsSchemaLiteral satisfies RxJsonSchema<ClinicDoc>;

export const clinicsMigrationStrategies = {} satisfies MigrationStrategiesFor<typeof clinicsSchema.version>;
