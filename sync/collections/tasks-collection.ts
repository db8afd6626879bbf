import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { TASK_PRIORITIES, TASK_STATUSES } from '../validation/task-rules.ts';
import type { MigrationStrategiesFor } from './migration-strategies.ts';
import {
  NULLABLE_TIMESTAMP,
  NULLABLE_UUID,
  SYNC_TAIL_PROPERTIES,
  SYNC_TAIL_REQUIRED,
  TEXT,
  UUID,
  UUID_LIST,
} from './schema-fragments.ts';
import { positionFromCreatedAt } from './task-position.ts';

const tasksSchemaLiteral = {
  title: 'tasks',
  description:
    'Tasks of the pipeline (server table public.tasks); assigned_to lists doctor ids; position orders a column, smaller first.',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: UUID,
    clinic_id: UUID,
    title: TEXT,
    description: TEXT,
    status: { type: 'string', enum: TASK_STATUSES, maxLength: 11 },
    priority: { type: 'string', enum: TASK_PRIORITIES },
    assigned_to: UUID_LIST,
    due_date: NULLABLE_TIMESTAMP,
    created_by: NULLABLE_UUID,
    position: { type: 'number' },
    ...SYNC_TAIL_PROPERTIES,
  },
  required: [
    'id',
    'clinic_id',
    'title',
    'description',
    'status',
    'priority',
    'assigned_to',
    'due_date',
    'created_by',
    'position',
    ...SYNC_TAIL_REQUIRED,
  ],
  indexes: ['status'],
} as const;

export type TaskDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof tasksSchemaLiteral>;

export const tasksSchema = tasksSchemaLiteral satisfies RxJsonSchema<TaskDoc>;

export const tasksMigrationStrategies = {
  // Version 1 (issue 16) adds the order within a column. A stored task takes the position the
  // server's migration gave it (derived from its creation time, newest first); one the server
  // already sent with a position (a pull after the server's migration) keeps it.
  1: (doc: { created_at?: unknown; position?: unknown }) => ({
    ...doc,
    position:
      typeof doc.position === 'number'
        ? doc.position
        : positionFromCreatedAt(typeof doc.created_at === 'string' ? doc.created_at : ''),
  }),
} satisfies MigrationStrategiesFor<typeof tasksSchema.version>;
