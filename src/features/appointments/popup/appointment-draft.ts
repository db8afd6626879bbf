/**
 * The popup's draft while the user adds a patient (spec part 1 §2: a quick "new patient" that
 * opens the patient form and comes back). The draft waits in sessionStorage (this tab only, gone
 * with it); the patient form returns to the calendar with `appointmentDraft=1` and, after a save,
 * `newPatientId=<id>`, and the calendar reopens the popup from the draft with that patient.
 * Everything read back is checked: storage and URLs are user input.
 */
import * as v from 'valibot';
import type { AppointmentFormInput } from './appointment-form-state.ts';

export const APPOINTMENT_DRAFT_KEY = 'cabinet.appointment-draft';
/** Search parameter marking a return to the calendar with a draft to reopen. */
export const DRAFT_RETURN_PARAM = 'appointmentDraft';
/** Search parameter the patient form appends with the id of the patient it saved. */
export const NEW_PATIENT_PARAM = 'newPatientId';

export interface AppointmentDraft {
  /** The clinic the draft belongs to: a draft never opens in another clinic's calendar. */
  clinicId: string;
  /** The appointment being edited, null for a new one. */
  appointmentId: string | null;
  values: AppointmentFormInput;
  /** Whether the duration still followed the doctor's price list. */
  followPriceList: boolean;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Field values are bounded text: they are checked again by the popup before anything is stored.
const field = v.pipe(v.string(), v.maxLength(100));

const draftSchema = v.object({
  clinicId: v.pipe(v.string(), v.regex(UUID)),
  appointmentId: v.nullable(v.pipe(v.string(), v.regex(UUID))),
  values: v.object({
    specialization_id: field,
    doctor_id: field,
    service_id: field,
    duration: field,
    patient_id: field,
    date: field,
    time: field,
  }),
  followPriceList: v.boolean(),
});

function sessionStore(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off; the popup then just does not come back with its draft.
    return undefined;
  }
}

/** Keeps the draft for the way back; false when the browser refuses to store it. */
export function saveAppointmentDraft(
  draft: AppointmentDraft,
  storage: DraftStorage | undefined = sessionStore(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(APPOINTMENT_DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored draft, or null when there is none, it cannot be read, or it belongs to another
 * clinic than `clinicId` (when given).
 */
export function readAppointmentDraft(
  clinicId?: string | null,
  storage: DraftStorage | undefined = sessionStore(),
): AppointmentDraft | null {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(APPOINTMENT_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (!stored) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = v.safeParse(draftSchema, json);
  if (!parsed.success) return null;
  if (clinicId != null && parsed.output.clinicId !== clinicId) return null;
  return parsed.output;
}

export function clearAppointmentDraft(storage: DraftStorage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(APPOINTMENT_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Where the patient form should return: the calendar page as it is now (its own search
 * parameters kept), marked to reopen the draft. Always has a '?', since the form appends
 * `&newPatientId=…`.
 */
export function draftReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DRAFT_RETURN_PARAM);
  params.delete(NEW_PATIENT_PARAM);
  params.set(DRAFT_RETURN_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

/** The patient form's address for a quick new patient that comes back to `returnTo`. */
export function newPatientPath(returnTo: string): string {
  return `/patients/new?returnTo=${encodeURIComponent(returnTo)}`;
}

export interface DraftReturn {
  /** True when the calendar was reached back from the patient form with a draft to reopen. */
  reopen: boolean;
  /** The patient just saved, when there is one and it looks like an id. */
  newPatientId: string | null;
}

/**
 * What a calendar address says about a return from the patient form: a search string
 * ('?appointmentDraft=1&newPatientId=…') or the router's parsed search object.
 */
export function readDraftReturn(search: string | Readonly<Record<string, unknown>>): DraftReturn {
  const value = (name: string): string | null => {
    if (typeof search === 'string') return new URLSearchParams(search).get(name);
    const raw = search[name];
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
  };
  const newPatientId = value(NEW_PATIENT_PARAM);
  const validPatient = newPatientId !== null && UUID.test(newPatientId) ? newPatientId : null;
  return { reopen: value(DRAFT_RETURN_PARAM) === '1' || validPatient !== null, newPatientId: validPatient };
}
