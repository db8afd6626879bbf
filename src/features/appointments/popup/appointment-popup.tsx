/**
 * The appointment popup of the weekly calendar (spec part 1 §2 "Appointment calendar", §5, §8, §9):
 * create and edit on an Ark Dialog. Specialization, doctor, service (setting the duration from the
 * doctor's price list), duration, patient (searchable, with a quick new patient that comes back),
 * date and a time from the doctor's free slots; every rule of the spec on Save, and an overlap is
 * refused on create too. On edit: view details and cancel (with Da/Nu). Every write goes to the
 * device's database through the sync commands, so it works offline and shows at once; the server
 * sends the emails itself (its outbox), so nothing here calls the email function.
 *
 * This file is the dialog and what it shows while a draft's appointment is read; the form is
 * appointment-form.tsx, its fields, notices and buttons beside it, its state and Save's check in
 * use-appointment-form.ts, Save's and cancel's writes in use-appointment-save.ts.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { type JSX, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { QueryState } from '#components/ui/query-state.tsx';
import { valueOr } from '#lib/live-query.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { AppointmentDraft } from './appointment-draft.ts';
import { AppointmentForm } from './appointment-form.tsx';
import { PopupTitle } from './popup-title.tsx';
import { useAppointment } from './use-appointment-popup-data.ts';

export interface AppointmentPopupProps {
  open: boolean;
  onClose: () => void;
  /** Edit this appointment; null/undefined = create. */
  appointment?: AppointmentDoc | null;
  /** Create: prefill from a clicked slot and the calendar's selected doctor. */
  initial?: {
    day?: string /* yyyy-MM-dd Bucharest */;
    time?: string /* HH:mm */;
    doctorId?: string;
    patientId?: string;
  };
  /**
   * Reopen after the quick new patient: the draft from readAppointmentDraft() (its appointment is
   * read by id when `appointment` is not given); `initial.patientId` replaces its patient.
   */
  draft?: AppointmentDraft | null;
}

export function AppointmentPopup(props: AppointmentPopupProps): JSX.Element | null {
  const { open, onClose } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // A fresh form at every opening; a tap beside the popup on a tablet does not throw the typing away.
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      // Focus stays inside and the page does not scroll, as in a modal; but the page is not hidden
      // from screen readers with aria-hidden: Ark would hide the option lists of the popup's own
      // selects with it (they live in portals beside the dialog), leaving them unreadable.
      modal={false}
      trapFocus
      preventScroll
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            zIndex: POPUP_LAYER,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: { base: '2', md: '4' },
          })}
        >
          <Dialog.Content
            data-testid="appointment-popup"
            className={css({
              position: 'relative',
              bg: 'surface',
              borderRadius: 'lg',
              boxShadow: 'xl',
              width: 'full',
              maxWidth: '3xl',
              maxHeight: '100%',
              overflowY: 'auto',
              padding: { base: '4', md: '6' },
            })}
          >
            <PopupBody {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The popup's layer: above the calendar's own stacking (blocks, sticky headers). The option lists,
 * calendar and confirmation of its fields are portals placed after it in the page (the fields mount
 * once the dialog is in place) and get the same layer, so the document order puts them on top,
 * whatever layer token (dropdown, modal) they carry elsewhere.
 */
const POPUP_LAYER = '100';

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'black/40',
  zIndex: POPUP_LAYER,
  '& ~ [data-part="positioner"], & ~ [data-part="backdrop"]': { zIndex: `${POPUP_LAYER} !important` },
});

function PopupBody({ onClose, appointment, initial, draft }: AppointmentPopupProps) {
  const draftAppointmentId = appointment ? null : (draft?.appointmentId ?? null);
  const loaded = useAppointment(draftAppointmentId);
  const editing = appointment ?? valueOr(loaded, null);
  // The fields mount once the dialog is in the page, so their portals come after it (see POPUP_LAYER).
  const [placed, setPlaced] = useState(false);
  useEffect(() => setPlaced(true), []);

  if (!placed) return <PopupTitle editing={Boolean(appointment ?? draftAppointmentId)} />;
  if (draftAppointmentId && !editing) {
    // A draft's appointment while it is read, or gone since the draft was kept.
    return (
      <>
        <PopupTitle editing />
        <QueryState query={loaded}>
          {() => (
            <p role="alert" className={css({ marginBlockStart: '4' })}>
              <Trans>Nu s-a putut încărca programarea</Trans>
            </p>
          )}
        </QueryState>
      </>
    );
  }
  return (
    <AppointmentForm onClose={onClose} editing={editing ?? null} initial={initial} draft={draft ?? null} />
  );
}
