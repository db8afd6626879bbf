import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import { SYNC_TAIL_PROPERTIES, SYNC_TAIL_REQUIRED, UUID } from './schema-fragments.ts';

const doctorServicesSchemaLiteral = {
  title: 'doctor_services',
  description:
    'What a doctor charges and how long they take for a service (server table public.doctor_services); one row per (doctor_id, service_id).',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    doctor_id: UUID,
    service_id: UUID,
    duration_minutes: { type: 'integer' },
    /** numeric(10, 2) on the server. */
    price: { type: 'number' },
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'doctor_id',
    'service_id',
    'duration_minutes',
    'price',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: ['doctor_id', 'service_id'],
} as const;

export type DoctorServiceDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof doctorServicesSchemaLiteral>;

export const doctorServicesSchema = doctorServicesSchemaLiteral satisfies RxJsonSchema<DoctorServiceDoc>;

export const doctorServicesMigrationStrategies = {} satisfies MigrationStrategiesFor<
  typeof doctorServicesSchema.version
>;
