import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import { NULLABLE_TEXT, SYNC_TAIL_PROPERTIES, SYNC_TAIL_REQUIRED, TEXT, UUID } from './schema-fragments.ts';

const medicalDocumentsSchemaLiteral = {
  title: 'medical_documents',
  description:
    'Files attached to a medical-record item (server table public.medical_documents); storage_path stays null until the file is uploaded.',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    medical_record_id: UUID,
    patient_id: UUID,
    name: TEXT,
    /** Object name inside the medical-documents bucket ({clinic_id}/...). */
    storage_path: NULLABLE_TEXT,
    mime_type: NULLABLE_TEXT,
    size_bytes: { type: ['integer', 'null'] },
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'medical_record_id',
    'patient_id',
    'name',
    'storage_path',
    'mime_type',
    'size_bytes',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: ['medical_record_id', 'patient_id'],
} as const;

export type MedicalDocumentDoc = ExtractDocumentTypeFromTypedRxJsonSchema<
  typeof medicalDocumentsSchemaLiteral
>;

export const medicalDocumentsSchema =
  medicalDocumentsSchemaLiteral satisfies RxJsonSchema<MedicalDocumentDoc>;

export const medicalDocumentsMigrationStrategies = {} satisfies MigrationStrategiesFor<
  typeof medicalDocumentsSchema.version
>;
