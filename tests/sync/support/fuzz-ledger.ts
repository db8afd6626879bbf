/**
 * What the fuzz's devices accepted, and the check that the server kept it (issue 3: "every
 * accepted edit is present").
 *
 * Last write wins per field, so an accepted edit must be either the field's final value or lost
 * to an edit of the same field made later. "Later" is judged by wall time with the uncertainty
 * of concurrent devices: an edit only counts as certainly after another when it was sent after
 * the other's device had finished every write to that document (a device may date all the
 * fields of one push by the document's last local write, so its edit can legitimately carry a
 * time up to then). Edit values are unique, so the final value names the edit that won.
 */
import { sameValue, show } from './fuzz-values.ts';

export type FuzzCollection = 'patients' | 'tasks' | 'appointments' | 'medical_records' | 'medical_documents';

export interface AcceptedWrite {
  step: number;
  client: number;
  collection: FuzzCollection;
  docId: string;
  /** Field and value for each field the write set. */
  fields: Readonly<Record<string, unknown>>;
  kind: 'create' | 'update' | 'delete';
  /** Wall time the command was sent to the device and the time it answered. */
  sentAt: number;
  acceptedAt: number;
  /** The tick of the run it was made in, and whether the device was off the network then. */
  tick?: number;
  offline?: boolean;
}

export type ServerRow = Readonly<Record<string, unknown>> & { id: string; deleted: boolean };

export interface Ledger {
  record(write: AcceptedWrite): void;
  writesOf(collection: FuzzCollection, docId: string): readonly AcceptedWrite[];
  docIds(collection: FuzzCollection): string[];
  readonly size: number;
}

export function createLedger(): Ledger {
  const byDoc = new Map<string, AcceptedWrite[]>();
  let size = 0;
  const key = (collection: FuzzCollection, docId: string) => `${collection}/${docId}`;
  return {
    record(write) {
      const list = byDoc.get(key(write.collection, write.docId)) ?? [];
      list.push(write);
      byDoc.set(key(write.collection, write.docId), list);
      size += 1;
    },
    writesOf: (collection, docId) => byDoc.get(key(collection, docId)) ?? [],
    docIds(collection) {
      return [...byDoc.keys()]
        .filter((k) => k.startsWith(`${collection}/`))
        .map((k) => k.slice(collection.length + 1));
    },
    get size() {
      return size;
    },
  };
}

export interface LedgerViolation {
  collection: FuzzCollection;
  docId: string;
  field: string;
  message: string;
  /** The writes that touched the document, for the failure report. */
  history: readonly AcceptedWrite[];
}

/** A wall time as the server's timestamps show it (UTC), for comparing with edit times. */
export function clock(ms: number): string {
  return new Date(ms).toISOString().slice(11, 23);
}

export function describeWrite(write: AcceptedWrite): string {
  return (
    `step ${write.step} client ${write.client}${write.offline ? ' (offline)' : ''} ` +
    `${clock(write.sentAt)}–${clock(write.acceptedAt)} ${write.kind} ${show(write.fields)}`
  );
}

export function formatViolation(violation: LedgerViolation): string {
  return [
    `${violation.collection}/${violation.docId}.${violation.field}: ${violation.message}`,
    ...violation.history.map((write) => `    ${describeWrite(write)}`),
  ].join('\n');
}

/**
 * Checks one last-write-wins document against the server row: it exists, it is deleted exactly
 * when a device deleted it (or, `cascaded`, the server deleted it with its deleted parent: a record
 * item with its patient, a document with its item or patient; migration 20261204000300), and
 * (unless deleted) every field holds an accepted value that no certainly-later edit superseded.
 */
export function checkLastWriteWins(
  collection: FuzzCollection,
  docId: string,
  writes: readonly AcceptedWrite[],
  row: ServerRow | undefined,
  { cascaded = false }: { cascaded?: boolean } = {},
): LedgerViolation[] {
  const violation = (field: string, message: string): LedgerViolation => ({
    collection,
    docId,
    field,
    message,
    history: writes,
  });
  if (!row) return [violation('*', 'created on a device but missing on the server')];
  const violations: LedgerViolation[] = [];
  const deletedHere = writes.some((write) => write.kind === 'delete') || (cascaded && row.deleted);
  if (deletedHere && !row.deleted) {
    violations.push(violation('deleted', 'deleted on a device but live on the server'));
  }
  // A tombstone nobody asked for: the row is there, yet gone for everyone (lost).
  if (!deletedHere && row.deleted) {
    violations.push(violation('deleted', 'deleted on the server, but no device deleted it'));
  }
  // A deletion supersedes every edit, whenever it was made: nobody sees a deleted record's fields.
  if (deletedHere && row.deleted) return violations;
  const fields = new Set(
    writes.flatMap((write) => (write.kind === 'delete' ? [] : Object.keys(write.fields))),
  );
  for (const field of fields) {
    const edits = writes.filter((write) => write.kind !== 'delete' && field in write.fields);
    const final = row[field];
    const winners = edits.filter((write) => sameValue(write.fields[field], final));
    if (winners.length === 0) {
      violations.push(violation(field, `server holds ${show(final)}, which no device wrote`));
      continue;
    }
    // The latest time the winning device may have dated its edit with.
    const winnerHorizon = Math.max(
      ...winners.map((winner) =>
        Math.max(
          ...writes
            .filter((write) => write.client === winner.client && write.step >= winner.step)
            .map((write) => write.acceptedAt),
        ),
      ),
    );
    const lost = edits.filter(
      (write) => !sameValue(write.fields[field], final) && write.sentAt > winnerHorizon,
    );
    for (const edit of lost) {
      violations.push(
        violation(
          field,
          `edit ${show(edit.fields[field])} (step ${edit.step}) was made after ${show(final)} was last touched, yet lost to it`,
        ),
      );
    }
  }
  return violations;
}

/**
 * Checks one booking: it exists on the server with what was booked (or a rebooked slot), and its
 * status is scheduled or conflict (kept for rebooking), or cancelled if someone cancelled it.
 */
export function checkBooking(
  docId: string,
  writes: readonly AcceptedWrite[],
  row: ServerRow | undefined,
): LedgerViolation[] {
  const violation = (field: string, message: string): LedgerViolation => ({
    collection: 'appointments',
    docId,
    field,
    message,
    history: writes,
  });
  if (!row) return [violation('*', 'booked on a device but missing on the server')];
  const violations: LedgerViolation[] = [];
  const created = writes.find((write) => write.kind === 'create');
  for (const field of ['patient_id', 'doctor_id'] as const) {
    if (created && !sameValue(created.fields[field], row[field])) {
      violations.push(
        violation(field, `booked ${show(created.fields[field])}, server holds ${show(row[field])}`),
      );
    }
  }
  // The time and length of the booking or of one of its rebookings, together.
  const slots = writes.filter((write) => 'appointment_date' in write.fields);
  const slotHeld = slots.some(
    (write) =>
      sameValue(write.fields.appointment_date, row.appointment_date) &&
      sameValue(write.fields.duration_minutes, row.duration_minutes),
  );
  if (!slotHeld) {
    violations.push(
      violation(
        'appointment_date',
        `server holds ${show(row.appointment_date)} for ${show(row.duration_minutes)} min, never booked so`,
      ),
    );
  }
  const allowed = new Set(['scheduled', 'conflict']);
  if (writes.some((write) => write.fields.status === 'cancelled')) allowed.add('cancelled');
  if (!allowed.has(String(row.status))) {
    violations.push(violation('status', `status ${show(row.status)} (allowed: ${[...allowed].join(', ')})`));
  }
  if (row.deleted) violations.push(violation('deleted', 'a booking disappeared (tombstoned) on the server'));
  return violations;
}

/**
 * Rows of the run on the server that no accepted create made: a document the sync sent twice
 * under another id, or one that came from nowhere. The server's key holds each id once, so every
 * accepted create present under its own id plus no row of the run beyond them is "exactly once".
 * `ofRun` are the server rows carrying the run's marker (tombstones included).
 */
export function checkNoStrays(
  collection: FuzzCollection,
  ledger: Pick<Ledger, 'docIds' | 'writesOf'>,
  ofRun: Iterable<ServerRow>,
): LedgerViolation[] {
  const created = new Set(
    ledger
      .docIds(collection)
      .filter((id) => ledger.writesOf(collection, id).some((write) => write.kind === 'create')),
  );
  const violations: LedgerViolation[] = [];
  for (const row of ofRun) {
    if (created.has(row.id)) continue;
    violations.push({
      collection,
      docId: row.id,
      field: '*',
      message: `on the server${row.deleted ? ' (deleted)' : ''} with the run's marker, but no device created it: ${show(row)}`,
      history: ledger.writesOf(collection, row.id),
    });
  }
  return violations;
}

/** The column of each child the fuzz creates that names the parent it was made for. */
export const PARENT_OF: Readonly<
  Partial<Record<FuzzCollection, { column: string; parent: FuzzCollection }>>
> = {
  appointments: { column: 'patient_id', parent: 'patients' },
  medical_records: { column: 'appointment_id', parent: 'appointments' },
  medical_documents: { column: 'medical_record_id', parent: 'medical_records' },
};

export interface ChildCounts {
  /** Children created (accepted on a device). */
  created: number;
  /** …whose parent this device created in the same tick. */
  sameTick: number;
  /** …made offline, of a parent this device also made offline. */
  offlineWithParent: number;
  /** …of a parent another device made offline. */
  parentOfflineElsewhere: number;
}

/** How the children of the run relate to their parents' creation, for the run's report. */
export function childCounts(
  ledger: Pick<Ledger, 'docIds' | 'writesOf'>,
): Partial<Record<FuzzCollection, ChildCounts>> {
  const counts: Partial<Record<FuzzCollection, ChildCounts>> = {};
  for (const [collection, link] of Object.entries(PARENT_OF) as [
    FuzzCollection,
    { column: string; parent: FuzzCollection },
  ][]) {
    const count: ChildCounts = { created: 0, sameTick: 0, offlineWithParent: 0, parentOfflineElsewhere: 0 };
    for (const id of ledger.docIds(collection)) {
      const child = ledger.writesOf(collection, id).find((write) => write.kind === 'create');
      if (!child) continue;
      count.created += 1;
      const parentId = String(child.fields[link.column]);
      const parent = ledger.writesOf(link.parent, parentId).find((write) => write.kind === 'create');
      if (!parent) continue;
      if (parent.client === child.client) {
        if (parent.tick !== undefined && parent.tick === child.tick) count.sameTick += 1;
        if (parent.offline && child.offline) count.offlineWithParent += 1;
      } else if (parent.offline) {
        count.parentOfflineElsewhere += 1;
      }
    }
    counts[collection] = count;
  }
  return counts;
}
