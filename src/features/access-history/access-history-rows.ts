/**
 * The access history as the admin's pages show it (issue 39): the server's events, newest first,
 * filtered by person and by kind, and written out as CSV for a patient's request. Pure: the
 * labels come in from the page (Lingui), so this is tested on its own.
 */

export const ACCESS_ACTIONS = ['open', 'download', 'create', 'update', 'delete'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ACCESS_SUBJECTS = [
  'medical_record',
  'visit',
  'medical_history',
  'document',
  'patient_form',
  'patient',
  'appointment',
  'record_item',
] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];

export interface AccessHistoryRow {
  id: string;
  user_id: string | null;
  user_name: string | null;
  user_role: string;
  patient_id: string | null;
  action: AccessAction;
  subject: AccessSubject;
  record_id: string;
  device_at: string;
  server_at: string;
  device_id: string | null;
  offline: boolean;
}

/** What the server is asked for: one patient's history, or one user's in a period. */
export type AccessHistoryQuery = { patientId: string } | { userId: string; from: string; to: string };

/** Reads the history from the server (online only: the events of every device live there). */
export type LoadAccessHistory = (query: AccessHistoryQuery) => Promise<AccessHistoryRow[]>;

/** A kind of event as the filter offers it: opens (and downloads) or changes. */
export type AccessKind = 'opened' | 'changed';

export function kindOf(action: AccessAction): AccessKind {
  return action === 'open' || action === 'download' ? 'opened' : 'changed';
}

export interface AccessHistoryFilter {
  /** A user's id, '' for everyone; 'database' for changes made outside the app. */
  person: string;
  kind: AccessKind | '';
}

/** The person an event names, as the person filter keys it. */
export const personKey = (row: Pick<AccessHistoryRow, 'user_id' | 'user_role'>) =>
  row.user_id ?? row.user_role;

export function filterAccessHistory(
  rows: readonly AccessHistoryRow[],
  filter: AccessHistoryFilter,
): AccessHistoryRow[] {
  return rows
    .filter((row) => filter.person === '' || personKey(row) === filter.person)
    .filter((row) => filter.kind === '' || kindOf(row.action) === filter.kind)
    .sort((a, b) => b.device_at.localeCompare(a.device_at) || b.server_at.localeCompare(a.server_at));
}

/** The people of the history, each once, by name. */
export function peopleOf(
  rows: readonly AccessHistoryRow[],
): Array<{ key: string; name: string | null; role: string }> {
  const people = new Map<string, { key: string; name: string | null; role: string }>();
  for (const row of rows) {
    const key = personKey(row);
    if (!people.has(key)) people.set(key, { key, name: row.user_name, role: row.user_role });
  }
  return [...people.values()].sort((a, b) => (a.name ?? a.role).localeCompare(b.name ?? b.role));
}

export interface CsvLabels {
  header: readonly string[];
  role: (role: string) => string;
  what: (row: AccessHistoryRow) => string;
  when: (iso: string) => string;
  /** On a user's history: the patient's name, a column after the role (the header names it). */
  patient?: (row: AccessHistoryRow) => string;
  yes: string;
  no: string;
}

const csvCell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The history as CSV (RFC 4180, a header row, CRLF), in the page's language and order: when on the
 * device, when the server received it, who, role, what, the record's id, offline.
 */
export function accessHistoryCsv(rows: readonly AccessHistoryRow[], labels: CsvLabels): string {
  const lines = [labels.header.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        labels.when(row.device_at),
        labels.when(row.server_at),
        row.user_name ?? labels.role(row.user_role),
        labels.role(row.user_role),
        ...(labels.patient ? [labels.patient(row)] : []),
        labels.what(row),
        row.record_id,
        row.offline ? labels.yes : labels.no,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
