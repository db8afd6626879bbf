/**
 * A conflict as the conflicts list shows it (issue 4, item 6): what it is, which fields differ
 * between this device's version and the server's (as readable values), and why the server did not
 * take the change. Pure and free of Lingui macros, like nav-items.ts: it names things by stable
 * ids (collection, column, refusal, validation key) that conflict-labels.ts puts into words. Linked
 * rows (a patient, a doctor) stay references for the screen to look up, never shown as ids.
 */

import { formatDate, formatNumericDateTime, MISSING_DATE } from '#lib/date-locale.ts';
import type { ConflictKind, ConflictRecord, PushError } from '#sync/api/conflict-records.ts';
import { jsonEqual } from '#sync/api/conflict-records.ts';
import { type CollectionName, SYNCED_COLLECTIONS } from '#sync/api/documents.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';

/** Collections whose rows have a name the screen can look up for a reference. */
export type ReferenceCollection = 'patients' | 'users' | 'services';

export type DisplayValue =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'yes_no'; value: boolean }
  /** One value of an enumerated column (a status, a priority), worded by conflict-labels.ts. */
  | { type: 'option'; collection: string; field: string; value: string }
  | { type: 'references'; collection: ReferenceCollection; ids: string[] }
  /** A row the list cannot name (a medical record, an appointment): "another record". */
  | { type: 'linked_record' }
  | { type: 'file' }
  /** A structured value (the clinic's schedule): named, not spelled out. */
  | { type: 'composite' };

export interface FieldDifference {
  /** The column, or `_deleted` for the row's deletion. */
  field: string;
  mine: DisplayValue;
  server: DisplayValue;
}

/** Why the server did not take the change, when no validation key says it. */
export type RefusalCode =
  | 'server_won'
  | 'slot_taken'
  | 'duplicate'
  | 'other_clinic'
  | 'missing_parent'
  | 'parent_refused'
  | 'not_permitted'
  | 'refused';

export type ConflictReason =
  | { type: 'refusal'; code: RefusalCode }
  /** A validation key (sync/validation), for the column it names when known. */
  | { type: 'validation'; key: MessageKey; field: string | null };

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

/** A conflict with the conflicts of the rows refused because of it (a new patient and his booking). */
export interface ConflictGroup {
  lead: ConflictSummary;
  /** Parents before children, as they reach the server. */
  followers: ConflictSummary[];
}

/** Never shown: keys, the clinic, the server's bookkeeping, RxDB's storage fields. */
const HIDDEN_FIELDS = new Set([
  'id',
  'clinic_id',
  'auth_user_id',
  'created_at',
  'updated_at',
  'field_updated_at',
  '_meta',
  '_rev',
  '_attachments',
]);

/** Generated from other columns, so a difference there is already shown by them. */
const GENERATED_FIELDS: Partial<Record<CollectionName, ReadonlySet<string>>> = {
  patients: new Set(['name']),
};

const REFERENCE_FIELDS: Record<string, ReferenceCollection> = {
  patient_id: 'patients',
  doctor_id: 'users',
  created_by: 'users',
  assigned_to: 'users',
  service_id: 'services',
  additional_services: 'services',
};

const FILE_FIELDS = new Set(['avatar', 'storage_path']);

/** Columns with a fixed set of values (the server's `*_valid` checks). */
const OPTION_FIELDS = new Set([
  'status',
  'priority',
  'gender',
  'role',
  'collaboration_type',
  'professional_grade',
  'type',
  'category',
  'sleep_quality',
  'physical_activity',
  'diet',
  'stress_level',
  'alcohol_consumption',
  'smoker_status',
  'currency',
  'tva',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const EMPTY: DisplayValue = { type: 'empty' };

export function isCollectionName(name: string): name is CollectionName {
  return SYNCED_COLLECTIONS.some((known) => known === name);
}

/** A column's value as the list shows it. */
export function displayValue(collection: string, field: string, value: unknown): DisplayValue {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  const reference = REFERENCE_FIELDS[field];
  if (reference) {
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
    return ids.length > 0 ? { type: 'references', collection: reference, ids } : EMPTY;
  }
  if (typeof value === 'boolean') return { type: 'yes_no', value };
  if (typeof value === 'number') return { type: 'text', text: String(value) };
  if (FILE_FIELDS.has(field)) return { type: 'file' };
  if (typeof value === 'string') {
    if (OPTION_FIELDS.has(field)) return { type: 'option', collection, field, value };
    if (UUID.test(value)) return { type: 'linked_record' };
    if (CALENDAR_DATE.test(value)) return { type: 'text', text: formatDate(value) };
    if (INSTANT.test(value)) return { type: 'text', text: formatNumericDateTime(value) };
    return { type: 'text', text: value };
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { type: 'text', text: value.join(', ') };
  }
  return { type: 'composite' };
}

function shownFields(collection: string, fields: Readonly<Record<string, unknown>>): string[] {
  const generated = isCollectionName(collection) ? GENERATED_FIELDS[collection] : undefined;
  return Object.keys(fields).filter((field) => !HIDDEN_FIELDS.has(field) && !generated?.has(field));
}

/**
 * The fields whose values differ, in the order of this device's document. Against no server row
 * (a creation the server refused) every filled field of this device's version is a difference.
 */
export function differingFields(
  collection: string,
  local: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>> | null,
): FieldDifference[] {
  const difference = (field: string, mine: unknown, theirs: unknown): FieldDifference => ({
    field,
    mine: displayValue(collection, field, mine),
    server: displayValue(collection, field, theirs),
  });
  if (server === null) {
    return shownFields(collection, local)
      .filter(
        (field) => field !== '_deleted' && displayValue(collection, field, local[field]).type !== 'empty',
      )
      .map((field) => difference(field, local[field], undefined));
  }
  const fields = [...new Set([...shownFields(collection, local), ...shownFields(collection, server)])];
  // The deletion flag last: it is about the whole row, not one of its fields.
  const ordered = [...fields.filter((field) => field !== '_deleted'), '_deleted'];
  return ordered
    .filter((field) => !jsonEqual(local[field] ?? null, server[field] ?? null))
    .filter((field) => field !== '_deleted' || local._deleted === true || server._deleted === true)
    .map((field) => difference(field, local[field] ?? (field === '_deleted' ? false : null), server[field]));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What the row is, after its entity (never an id). */
export function conflictSubject(collection: string, row: Readonly<Record<string, unknown>>): DisplayValue[] {
  const parts: DisplayValue[] = [];
  const add = (value: DisplayValue) => {
    if (value.type !== 'empty') parts.push(value);
  };
  switch (collection) {
    case 'appointments':
      add(displayValue(collection, 'patient_id', row.patient_id));
      add({ type: 'text', text: formatNumericDateTime(text(row.appointment_date)) });
      break;
    case 'patients': {
      const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ');
      add(name ? { type: 'text', text: name } : EMPTY);
      break;
    }
    case 'medical_records':
      add(displayValue(collection, 'patient_id', row.patient_id));
      if (text(row.recorded_at)) add({ type: 'text', text: formatNumericDateTime(text(row.recorded_at)) });
      break;
    case 'doctor_services':
      add(displayValue(collection, 'doctor_id', row.doctor_id));
      add(displayValue(collection, 'service_id', row.service_id));
      break;
    case 'tasks':
      add(displayValue(collection, 'title', text(row.title)));
      break;
    case 'specializations':
      add(displayValue(collection, 'name_ro', text(row.name_ro)));
      break;
    default:
      add(displayValue(collection, 'name', text(row.name)));
  }
  // An appointment with no time keeps the '-' out of the title.
  return parts.filter((part) => part.type !== 'text' || part.text !== MISSING_DATE);
}

const refusal = (code: RefusalCode): ConflictReason => ({ type: 'refusal', code });

/** The server names its check constraints `<table>_<column>_<rule>` (supabase/migrations). */
const CONSTRAINT_RULE = /^(.+)_(required|format|valid|range|step|non_negative|list|unique|same_clinic)$/;

/** Constraint names that shorten their column. */
const CONSTRAINT_COLUMNS: Record<string, string> = { duration: 'duration_minutes', size: 'size_bytes' };

function validationKeyFor(column: string, rule: string): MessageKey | null {
  switch (rule) {
    case 'required':
      return MESSAGE_KEYS.required;
    case 'format':
      if (column.includes('email')) return MESSAGE_KEYS.emailInvalid;
      if (column.includes('phone')) return MESSAGE_KEYS.phoneInvalid;
      if (column.includes('cnp')) return MESSAGE_KEYS.cnpInvalid;
      return MESSAGE_KEYS.invalid;
    case 'valid':
      return column === 'schedule' ? MESSAGE_KEYS.scheduleInvalid : MESSAGE_KEYS.optionInvalid;
    case 'range':
      if (column.includes('duration')) return MESSAGE_KEYS.durationInvalid;
      if (column === 'rating') return MESSAGE_KEYS.ratingInvalid;
      return MESSAGE_KEYS.outOfRange;
    case 'step':
      return MESSAGE_KEYS.durationInvalid;
    case 'non_negative':
      return column === 'price' ? MESSAGE_KEYS.priceInvalid : MESSAGE_KEYS.outOfRange;
    case 'list':
      return MESSAGE_KEYS.listInvalid;
    default:
      return null;
  }
}

/** The user's message for a server refusal: by the broken rule's name, else by its SQLSTATE. */
export function rejectionReason(collection: string, error: PushError | undefined): ConflictReason {
  if (!error) return refusal('refused');
  const constraint = error.constraint ?? '';
  if (constraint === 'appointments_no_double_booking') return refusal('slot_taken');
  const named = CONSTRAINT_RULE.exec(
    constraint.startsWith(`${collection}_`) ? constraint.slice(collection.length + 1) : constraint,
  );
  if (named) {
    const [, shortColumn = '', rule = ''] = named;
    const column = CONSTRAINT_COLUMNS[shortColumn] ?? shortColumn;
    if (rule === 'unique') return refusal('duplicate');
    if (rule === 'same_clinic') return refusal('other_clinic');
    const key = validationKeyFor(column, rule);
    if (key) return { type: 'validation', key, field: column };
  }
  switch (error.code) {
    case '23P01':
      return refusal('slot_taken');
    case '23505':
      return refusal('duplicate');
    case '23503':
      return refusal('missing_parent');
    case '42501':
      return refusal('not_permitted');
    case '23502': {
      // Postgres names the column only in the message: null value in column "x" of relation "y".
      const column = /column "([a-z0-9_]+)"/.exec(error.message)?.[1];
      return { type: 'validation', key: MESSAGE_KEYS.required, field: column ?? null };
    }
    default:
      // 23514 (another check) and class 22 (a value the column cannot hold).
      if (error.code === '23514' || error.code.startsWith('22')) {
        return { type: 'validation', key: MESSAGE_KEYS.invalid, field: null };
      }
      return refusal('refused');
  }
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

/**
 * The conflicts in groups: each conflict caused by a refused parent goes with its parent's, and
 * that one with its own parent's, so a new patient, his booking and its record items are one group
 * led by the patient. Groups keep the order of their leads; a conflict whose parent has no open
 * conflict leads its own.
 */
export function groupConflicts(summaries: readonly ConflictSummary[]): ConflictGroup[] {
  const byRow = new Map(summaries.map((summary) => [`${summary.collection}/${summary.docId}`, summary]));
  /** The conflict, its parent's, and so on up to the group's lead. */
  const chain = (summary: ConflictSummary): ConflictSummary[] => {
    const path = [summary];
    const seen = new Set([summary.id]);
    for (let at = summary; at.parent; ) {
      const parent = byRow.get(`${at.parent.collection}/${at.parent.docId}`);
      if (!parent || seen.has(parent.id)) break;
      seen.add(parent.id);
      path.push(parent);
      at = parent;
    }
    return path;
  };
  const groups = new Map<string, ConflictGroup & { depths: Map<string, number> }>();
  for (const summary of summaries) {
    const path = chain(summary);
    const lead = path.at(-1) ?? summary;
    const group = groups.get(lead.id) ?? { lead, followers: [], depths: new Map<string, number>() };
    if (summary !== lead) {
      group.followers.push(summary);
      group.depths.set(summary.id, path.length);
    }
    groups.set(lead.id, group);
  }
  const ordered: ConflictGroup[] = [];
  for (const summary of summaries) {
    const group = groups.get(summary.id);
    if (!group) continue;
    const depthOf = (member: ConflictSummary) => group.depths.get(member.id) ?? 0;
    ordered.push({
      lead: group.lead,
      followers: [...group.followers].sort((a, b) => depthOf(a) - depthOf(b)),
    });
  }
  return ordered;
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
