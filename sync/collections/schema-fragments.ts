/**
 * JSON-schema pieces every collection schema repeats, as `as const` literals so the document
 * types derived from the schemas stay exact. They describe the shape of a server row only;
 * the rules a value must follow (formats, ranges, required text) are the valibot rules in
 * sync/validation/, which the database runs on every local write.
 */

/** A uuid primary or foreign key. RxDB needs maxLength on primary keys and indexed strings. */
export const UUID = { type: 'string', maxLength: 36 } as const;

export const NULLABLE_UUID = { type: ['string', 'null'], maxLength: 36 } as const;

export const TEXT = { type: 'string' } as const;

export const NULLABLE_TEXT = { type: ['string', 'null'] } as const;

/** An ISO 8601 instant as the server spells it (e.g. 2026-11-21T18:00:00+00:00). */
export const TIMESTAMP = { type: 'string' } as const;

export const NULLABLE_TIMESTAMP = { type: ['string', 'null'] } as const;

/** A calendar date, yyyy-MM-dd. */
export const NULLABLE_DATE = { type: ['string', 'null'] } as const;

export const BOOLEAN = { type: 'boolean' } as const;

/** A Postgres uuid[] column. */
export const UUID_LIST = { type: 'array', items: UUID } as const;

/**
 * The columns every synced table ends with (the tombstone `deleted` is RxDB's own `_deleted`;
 * sync_txid and sync_seq never leave the server).
 * field_updated_at: {column: ISO instant of its last edit}, kept for field-level last-write-wins.
 */
export const SYNC_TAIL_PROPERTIES = {
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
  field_updated_at: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

export const SYNC_TAIL_REQUIRED = ['created_at', 'updated_at', 'field_updated_at'] as const;
