import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { GENDERS } from '../validation/field-rules.ts';
import {
  ALCOHOL_CONSUMPTIONS,
  DIETS,
  PATIENT_STATUSES,
  PHYSICAL_ACTIVITIES,
  SLEEP_QUALITIES,
  SMOKER_STATUSES,
  STRESS_LEVELS,
} from '../validation/patient-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  BOOLEAN,
  NULLABLE_DATE,
  NULLABLE_TEXT,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  UUID,
} from './schema-fragments.ts';

/** One entry of a medical-history list (spec part 2 §3): end_year is a year, 'Prezent' or unset. */
const HISTORY_LIST = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      start_year: { type: 'integer' },
      end_year: { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['Prezent'] }, { type: 'null' }] },
      is_active: BOOLEAN,
    },
    required: ['id', 'name', 'start_year', 'end_year', 'is_active'],
  },
} as const;

const patientsSchemaLiteral = {
  title: 'patients',
  description: 'Patients of the clinic with their medical history (server table public.patients).',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    // Indexed: RxDB needs a maxLength on indexed strings (the rules refuse longer names).
    first_name: { type: 'string', maxLength: 100 },
    last_name: { type: 'string', maxLength: 100 },
    /** first_name || ' ' || last_name: generated on the server, mirrored locally for sorting. */
    name: { type: 'string', maxLength: 201 },
    avatar: NULLABLE_TEXT,
    gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
    birthday: NULLABLE_DATE,
    status: { type: 'string', enum: PATIENT_STATUSES },
    cnp: NULLABLE_TEXT,
    series: NULLABLE_TEXT,
    number: NULLABLE_TEXT,
    address: NULLABLE_TEXT,
    issue_date: NULLABLE_DATE,
    expiry_date: NULLABLE_DATE,
    issued_by: NULLABLE_TEXT,
    phone: NULLABLE_TEXT,
    email: NULLABLE_TEXT,
    email_notifications: BOOLEAN,
    sms_notifications: BOOLEAN,
    newsletter: BOOLEAN,
    email_offers: BOOLEAN,
    sms_offers: BOOLEAN,
    // Indexed (version 1, issue 19): the list's first page reads only the newest patients. An
    // ISO instant is at most 32 characters ("2026-11-27T10:00:00.123456+00:00").
    created_date: { type: 'string', maxLength: 40 },
    height: { type: ['number', 'null'] },
    weight: { type: ['number', 'null'] },
    imc: { type: ['number', 'null'] },
    sleep_quality: { type: ['string', 'null'], enum: [...SLEEP_QUALITIES, null] },
    physical_activity: { type: ['string', 'null'], enum: [...PHYSICAL_ACTIVITIES, null] },
    diet: { type: ['string', 'null'], enum: [...DIETS, null] },
    stress_level: { type: ['string', 'null'], enum: [...STRESS_LEVELS, null] },
    alcohol_consumption: { type: ['string', 'null'], enum: [...ALCOHOL_CONSUMPTIONS, null] },
    smoker_status: { type: ['string', 'null'], enum: [...SMOKER_STATUSES, null] },
    smoker_since: { type: ['integer', 'null'] },
    chronic_conditions: HISTORY_LIST,
    allergies: HISTORY_LIST,
    infectious_diseases: HISTORY_LIST,
    major_traumas: HISTORY_LIST,
    surgical_interventions: HISTORY_LIST,
    important_vaccinations: HISTORY_LIST,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'first_name',
    'last_name',
    'name',
    'avatar',
    'gender',
    'birthday',
    'status',
    'cnp',
    'series',
    'number',
    'address',
    'issue_date',
    'expiry_date',
    'issued_by',
    'phone',
    'email',
    'email_notifications',
    'sms_notifications',
    'newsletter',
    'email_offers',
    'sms_offers',
    'created_date',
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
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: [['last_name', 'first_name'], 'name', 'created_date'],
} as const;

export type PatientDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof patientsSchemaLiteral>;

export type HistoryEntry = PatientDoc['chronic_conditions'][number];

export const patientsSchema = patientsSchemaLiteral satisfies RxJsonSchema<PatientDoc>;

export const patientsMigrationStrategies = {
  // Version 1 (issue 19) only adds the created_date index: every stored patient stays as it is.
  1: (doc: unknown) => doc,
} satisfies MigrationStrategiesFor<typeof patientsSchema.version>;
