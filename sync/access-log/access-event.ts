/**
 * What a device records when its user opens part of a patient's record (issue 39), and the pure
 * rules about it: reopening the same record on one device within ten minutes is one event, and an
 * event waits for the rows it names that this device still has to send (the causal order every
 * change follows).
 */
import type { CollectionName } from '../collections/collection-registry.ts';

/** What can be opened: the record page, a visit, the history, a document, the patient's form. */
export const OPENED_SUBJECTS = [
  'medical_record',
  'visit',
  'medical_history',
  'document',
  'patient_form',
] as const;
export type OpenedSubject = (typeof OPENED_SUBJECTS)[number];

export interface AccessOpened {
  /** 'download' for a document saved to the device, 'open' for everything else. */
  action: 'open' | 'download';
  subject: OpenedSubject;
  /** The row opened: the patient (record, history, form), the appointment, the document. */
  recordId: string;
  patientId: string;
}

/** An event as the device keeps and sends it (record_access_events' fields). */
export interface AccessEvent {
  id: string;
  clinic_id: string;
  user_id: string;
  patient_id: string;
  action: AccessOpened['action'];
  subject: OpenedSubject;
  record_id: string;
  device_at: string;
  device_id: string;
  offline: boolean;
}

/** Reopening within this long on one device is the same look at the record. */
export const ACCESS_REPEAT_WINDOW_MS = 10 * 60_000;

/** Events of one user, action and record are repeats of each other. */
export function accessKey(event: Pick<AccessEvent, 'user_id' | 'action' | 'subject' | 'record_id'>): string {
  return `${event.user_id}/${event.action}/${event.subject}/${event.record_id}`;
}

/** Whether an event at `at` repeats one recorded at `previous` (ISO times). */
export function isRepeat(previous: string, at: string): boolean {
  const since = Date.parse(at) - Date.parse(previous);
  return since >= 0 && since < ACCESS_REPEAT_WINDOW_MS;
}

const COLLECTION_OF: Record<OpenedSubject, CollectionName> = {
  medical_record: 'patients',
  visit: 'appointments',
  medical_history: 'patients',
  document: 'medical_documents',
  patient_form: 'patients',
};

/** The rows an event names: the patient, and the row opened. */
export function rowsNamedByEvent(event: Pick<AccessEvent, 'subject' | 'record_id' | 'patient_id'>) {
  const rows = [{ collection: 'patients' as CollectionName, id: event.patient_id }];
  const collection = COLLECTION_OF[event.subject];
  if (collection !== 'patients' || event.record_id !== event.patient_id) {
    rows.push({ collection, id: event.record_id });
  }
  return rows;
}

/**
 * The events that may leave now, in the order they were made: up to the first one naming a row
 * that still waits on this device (the events after it wait with it, so the server receives them
 * in order).
 */
export function eventsReadyToSend<E extends Pick<AccessEvent, 'subject' | 'record_id' | 'patient_id'>>(
  events: readonly E[],
  waiting: (collection: CollectionName, id: string) => boolean,
): E[] {
  const held = events.findIndex((event) =>
    rowsNamedByEvent(event).some((row) => waiting(row.collection, row.id)),
  );
  return held === -1 ? [...events] : events.slice(0, held);
}
