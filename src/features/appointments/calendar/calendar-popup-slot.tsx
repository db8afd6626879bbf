/**
 * Where the calendar opens the appointment popup (built beside it in ../popup): for a new booking
 * (a clicked slot, the add button) or an existing one, or reopened from the quick-new-patient draft.
 */
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { AppointmentDraft } from '../popup/appointment-draft.ts';
import { AppointmentPopup } from '../popup/appointment-popup.tsx';

export interface PopupRequest {
  /** The appointment to edit; null for a new one. */
  appointment: AppointmentDoc | null;
  initial?: { day?: string; time?: string; doctorId?: string; patientId?: string };
  draft?: AppointmentDraft | null;
}

export function CalendarPopupSlot({
  request,
  onClose,
}: {
  request: PopupRequest | null;
  onClose: () => void;
}) {
  return (
    <AppointmentPopup
      open={request !== null}
      onClose={onClose}
      appointment={request?.appointment ?? null}
      initial={request?.initial}
      draft={request?.draft ?? null}
    />
  );
}
