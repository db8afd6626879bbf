/**
 * Each field's own edit time (DESIGN.md: field-level last write wins): which fields a local write
 * changed and when, and what of it a push sends as sync_push's field_changed_at.
 */
import { jsonEqual } from './json-equal.ts';
import { SERVER_BOOKKEEPING } from './server-bookkeeping.ts';

/** The data fields whose values differ between two states of a document (RxDB's own `_` fields and the server's bookkeeping left out). */
export function changedFields(before: object, after: object): string[] {
  const was = before as Readonly<Record<string, unknown>>;
  const now = after as Readonly<Record<string, unknown>>;
  return Object.keys(now).filter(
    (field) => !field.startsWith('_') && !SERVER_BOOKKEEPING.has(field) && !jsonEqual(was[field], now[field]),
  );
}

/**
 * When a write was made: the updated_at stamp the commands put on every edit when this write set
 * a new one (so a field's time and its state's changed_at agree), else now.
 */
export function writeTime(before: object | undefined, after: object, now: string): string {
  const stamp = (after as { updated_at?: unknown }).updated_at;
  const previous = (before as { updated_at?: unknown } | undefined)?.updated_at;
  return typeof stamp === 'string' && stamp !== previous && !Number.isNaN(Date.parse(stamp)) ? stamp : now;
}

/**
 * The field times a push sends with a state dated `changedAt`: those that differ from it (the
 * server dates the others by changed_at), none later than it — the pushed state may be an earlier
 * one that RxDB retries, and dating its values by a later edit would let them beat that edit.
 */
export function fieldTimesToSend(
  fieldsEditedAt: Readonly<Record<string, string>> | undefined,
  changedAt: string,
): Record<string, string> | undefined {
  if (!fieldsEditedAt) return undefined;
  const limit = Date.parse(changedAt);
  const times: Record<string, string> = {};
  for (const [field, at] of Object.entries(fieldsEditedAt)) {
    const time = Date.parse(at);
    if (Number.isNaN(time) || time >= limit) continue;
    times[field] = at;
  }
  return Object.keys(times).length > 0 ? times : undefined;
}
