/**
 * A conflict as the conflicts list shows it (issue 4, item 6): what it is, which fields differ
 * between this device's version and the server's (as readable values), and why the server did not
 * take the change. Pure and free of Lingui macros, like nav-items.ts: it names things by stable
 * ids (collection, column, refusal, validation key) that conflict-labels.ts puts into words. Linked
 * rows (a patient, a doctor) stay references for the screen to look up, never shown as ids.
 */
import { formatNumericDateTime } from '#lib/date-locale.ts';
import type { ConflictKind, ConflictRecord } from '#sync/api/conflict-records.ts';
import { conflictSubject } from './conflict-subject.ts';
import { differingFields, type FieldDifference } from './differing-fields.ts';
import type { DisplayValue, ReferenceCollection } from './display-value.ts';
import { type ConflictReason, refusal, rejectionReason } from './rejection-reason.ts';

export interface ConflictSummary {
  id: string;
  /** The row's id in its collection (what a rebook or an open acts on). */
  docId: string;
  kind: ConflictKind;
  /** The collection, i.e. what kind of row it is. */
  collection: string;
  /** What the row is, after the entity: a name, or for an appointment the patient and the time. */
  subject: DisplayValue[];
  /** When the conflict was recorded, dd.MM.yyyy HH:mm. */
  recordedAt: string;
  differences: FieldDifference[];
  reason: ConflictReason;
  /** The server's rule that refused the change, for support (a constraint name), when it gave one. */
  rule: string | null;
  /** A booking whose slot was taken: it needs a new time, which re-applying cannot give it. */
  needsNewTime: boolean;
  canReapply: boolean;
  /**
   * A row the server never had (a creation it refused): nothing of it is anywhere but in this
   * conflict, so re-applying is the way out and discarding deletes it.
   */
  newRow: boolean;
  /** The refused row this one names, whose refusal caused this one's: settled together with it. */
  parent: { collection: string; docId: string } | null;
}

function reasonFor(record: ConflictRecord): ConflictReason {
  if (record.parent) return refusal('parent_refused');
  switch (record.kind) {
    case 'server_won':
      return refusal('server_won');
    case 'overlap':
      return refusal('slot_taken');
    case 'rejected':
      return rejectionReason(record.collection, record.error);
  }
}

export function summarizeConflict(record: ConflictRecord): ConflictSummary {
  const { collection, local, server } = record;
  const slotTaken =
    collection === 'appointments' &&
    (record.kind === 'overlap' ||
      server?.status === 'conflict' ||
      record.error?.constraint === 'appointments_no_double_booking');
  return {
    id: record.id,
    docId: record.docId,
    kind: record.kind,
    collection,
    subject: conflictSubject(collection, { ...(server ?? {}), ...local }),
    recordedAt: formatNumericDateTime(record.createdAt),
    differences: differingFields(collection, local, server),
    reason: reasonFor(record),
    rule: record.kind === 'rejected' ? (record.error?.constraint ?? null) : null,
    needsNewTime: slotTaken,
    canReapply: !slotTaken,
    newRow: server === null && local._deleted !== true,
    parent: record.parent ?? null,
  };
}

/** Every open conflict, oldest first (the order the store keeps, re-established here). */
export function summarizeConflicts(records: readonly ConflictRecord[]): ConflictSummary[] {
  return [...records]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((record) => summarizeConflict(record));
}

/** The rows the summaries point at, once each, for the screen to look their names up. */
export function referencedRows(
  summaries: readonly ConflictSummary[],
): Array<{ collection: ReferenceCollection; id: string }> {
  const seen = new Map<string, { collection: ReferenceCollection; id: string }>();
  for (const summary of summaries) {
    const values = [
      ...summary.subject,
      ...summary.differences.flatMap((difference) => [difference.mine, difference.server]),
    ];
    for (const value of values) {
      if (value.type !== 'references') continue;
      for (const id of value.ids) seen.set(`${value.collection}/${id}`, { collection: value.collection, id });
    }
  }
  return [...seen.values()];
}
