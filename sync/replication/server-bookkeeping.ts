/** Columns only the server writes: a device's copy of them is never kept over the server's. */
export const SERVER_BOOKKEEPING: ReadonlySet<string> = new Set([
  'created_at',
  'updated_at',
  'field_updated_at',
]);
