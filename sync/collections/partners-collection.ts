import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { PARTNER_STATUSES, PARTNER_TYPES } from '../validation/partner-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  NULLABLE_DATE,
  NULLABLE_TEXT,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  TEXT,
  TIMESTAMP,
  UUID,
} from './schema-fragments.ts';

const partnersSchemaLiteral = {
  title: 'partners',
  description: 'Partner organisations of the clinic (server table public.partners).',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    name: TEXT,
    avatar: NULLABLE_TEXT,
    type: { type: 'string', enum: PARTNER_TYPES },
    contact_person: NULLABLE_TEXT,
    phone: NULLABLE_TEXT,
    email: NULLABLE_TEXT,
    address: NULLABLE_TEXT,
    city: NULLABLE_TEXT,
    country: NULLABLE_TEXT,
    partnership_date: NULLABLE_DATE,
    contract_expiry_date: NULLABLE_DATE,
    status: { type: 'string', enum: PARTNER_STATUSES },
    rating: { type: ['integer', 'null'] },
    notes: NULLABLE_TEXT,
    created_date: TIMESTAMP,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'name',
    'avatar',
    'type',
    'contact_person',
    'phone',
    'email',
    'address',
    'city',
    'country',
    'partnership_date',
    'contract_expiry_date',
    'status',
    'rating',
    'notes',
    'created_date',
    ...SYNC_TAIL_REQUIRED,
  ],
} as const;

export type PartnerDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof partnersSchemaLiteral>;

export const partnersSchema = partnersSchemaLiteral satisfies RxJsonSchema<PartnerDoc>;

export const partnersMigrationStrategies = {} satisfies MigrationStrategiesFor<typeof partnersSchema.version>;
