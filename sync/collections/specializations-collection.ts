import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import { SYNC_TAIL_PROPERTIES, SYNC_TAIL_REQUIRED, TEXT } from './schema-fragments.ts';

const specializationsSchemaLiteral = {
  title: 'specializations',
  description:
    'The fixed medical specializations shared by every clinic (server table public.specializations); read-only on devices.',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    /** A fixed key such as 'cardiology' (spec part 1 §3). */
    id: { type: 'string', maxLength: 64 },
    name_ro: TEXT,
    name_en: TEXT,
    ...SYNC_TAIL_PROPERTIES,
  },
  required: ['id', 'name_ro', 'name_en', ...SYNC_TAIL_REQUIRED],
} as const;

export type SpecializationDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof specializationsSchemaLiteral>;

export const specializationsSchema = specializationsSchemaLiteral satisfies RxJsonSchema<SpecializationDoc>;

export const specializationsMigrationStrategies = {} satisfies MigrationStrategiesFor<
  typeof specializationsSchema.version
>;
