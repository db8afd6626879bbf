import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { APPOINTMENT_STATUSES } from '../validation/appointment-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  NULLABLE_TEXT,
  NULLABLE_UUID,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  UUID,
  UUID_LIST,
} from './schema-fragments.ts';

const appointmentsSchemaLiteral = {
  title: 'appointments',
  description:
    "Appointments of the clinic's doctors (server table public.appointments). Status 'conflict' is a booking the server could not place because its slot was taken.",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    patient_id: UUID,
    doctor_id: UUID,
    service_id: NULLABLE_UUID,
    created_by: NULLABLE_UUID,
    /** ISO instant; indexed with doctor_id for the week calendar. */
    appointment_date: { type: 'string', maxLength: 40 },
    duration_minutes: { type: 'integer' },
    status: { type: 'string', enum: APPOINTMENT_STATUSES },
    patient_present: { type: ['boolean', 'null'] },
    additional_services: UUID_LIST,
    notes: NULLABLE_TEXT,
    /** The series the visit belongs to (issue 41), or null for a single booking. */
    series_id: NULLABLE_UUID,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'patient_id',
    'doctor_id',
    'service_id',
    'created_by',
    'appointment_date',
    'duration_minutes',
    'status',
    'patient_present',
    'additional_services',
    'notes',
    'series_id',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: [['doctor_id', 'appointment_date'], 'patient_id'],
} as const;

export type AppointmentDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof appointmentsSchemaLiteral>;

export const appointmentsSchema = appointmentsSchemaLiteral satisfies RxJsonSchema<AppointmentDoc>;

export const appointmentsMigrationStrategies = {
  // Version 1 (issue 41) adds the series a visit belongs to: every stored visit is a single one,
  // unless the server already sent it with its series (a pull after the server's migration).
  1: (doc: Readonly<Record<string, unknown>>) => ({
    ...doc,
    series_id: typeof doc.series_id === 'string' ? doc.series_id : null,
  }),
} satisfies MigrationStrategiesFor<typeof appointmentsSchema.version>;
