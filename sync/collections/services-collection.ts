import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { CURRENCIES, TVA_OPTIONS } from '../validation/service-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  BOOLEAN,
  NULLABLE_TEXT,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  TEXT,
  UUID,
} from './schema-fragments.ts';

const servicesSchemaLiteral = {
  title: 'services',
  description: 'Services the clinic offers, per specialization (server table public.services).',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    /** A specializations id; indexed for the configurator and the appointment popup. */
    specialization_id: { type: 'string', maxLength: 64 },
    name: TEXT,
    description: NULLABLE_TEXT,
    sku_code: NULLABLE_TEXT,
    currency: { type: 'string', enum: CURRENCIES },
    tva: { type: 'string', enum: TVA_OPTIONS },
    is_active: BOOLEAN,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'specialization_id',
    'name',
    'description',
    'sku_code',
    'currency',
    'tva',
    'is_active',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: ['specialization_id'],
} as const;

export type ServiceDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof servicesSchemaLiteral>;

export const servicesSchema = servicesSchemaLiteral satisfies RxJsonSchema<ServiceDoc>;

export const servicesMigrationStrategies = {} satisfies MigrationStrategiesFor<typeof servicesSchema.version>;
