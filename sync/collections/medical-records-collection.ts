import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { MEDICAL_RECORD_CATEGORIES } from '../validation/medical-record-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  NULLABLE_TEXT,
  NULLABLE_UUID,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  TIMESTAMP,
  UUID,
} from './schema-fragments.ts';

const medicalRecordsSchemaLiteral = {
  title: 'medical_records',
  description:
    'Medical-record items of an appointment, one row per item (server table public.medical_records).',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    appointment_id: UUID,
    patient_id: UUID,
    category: {
      type: 'string',
      enum: MEDICAL_RECORD_CATEGORIES,
    },
    /** The item's type (spec: "Type is required when the category has sub-options"). */
    sub_category: NULLABLE_TEXT,
    /** Free text of the type, e.g. the investigation type or the drug. */
    input_field_value: NULLABLE_TEXT,
    description: NULLABLE_TEXT,
    recorded_at: TIMESTAMP,
    created_by: NULLABLE_UUID,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'appointment_id',
    'patient_id',
    'category',
    'sub_category',
    'input_field_value',
    'description',
    'recorded_at',
    'created_by',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: ['appointment_id', 'patient_id'],
} as const;

export type MedicalRecordDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof medicalRecordsSchemaLiteral>;

export const medicalRecordsSchema = medicalRecordsSchemaLiteral satisfies RxJsonSchema<MedicalRecordDoc>;

export const medicalRecordsMigrationStrategies = {} satisfies MigrationStrategiesFor<
  typeof medicalRecordsSchema.version
>;
