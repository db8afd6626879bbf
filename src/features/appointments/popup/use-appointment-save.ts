/**
 * The popup's writes (spec part 1 §2, §5, §9), on the device's database through runSave: Save
 * creates or updates the appointment (only the changed columns), cancelling an appointment asks
 * first, then writes. Both close the popup when written and keep it open, with a toast, when the
 * write fails. The check before Save is the form's (use-appointment-form.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { cancelAppointment, createAppointment, updateAppointment } from '#sync/api/appointment-commands.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { type AppointmentValues, appointmentChanges } from './appointment-check.ts';

export interface AppointmentWrites {
  /** Stores checked values: creates the appointment, or updates the edited one. */
  save: (values: AppointmentValues) => Promise<void>;
  /** True while the cancel is written (and after it was, until the popup closes). */
  cancelling: boolean;
  /** Whether the "cancel the appointment?" confirmation is open. */
  confirmCancel: boolean;
  setConfirmCancel: (open: boolean) => void;
  /** Cancels the edited appointment (after the confirmation). */
  cancel: () => Promise<void>;
}

export function useAppointmentWrites({
  editing,
  onClose,
}: {
  /** The edited appointment, null for a new one. */
  editing: AppointmentDoc | null;
  onClose: () => void;
}): AppointmentWrites {
  const { t } = useLingui();
  const { db, profile } = useClinicSession();
  // The cancel is no Save: it must not wait for the form's check (a booking whose hours have
  // closed since can still be cancelled), so it holds the popup still on its own.
  const [cancelling, setCancelling] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const save = async (values: AppointmentValues) => {
    if (!db) return;
    const outcome = await runSave(
      async () => {
        if (editing) {
          const changes = appointmentChanges(editing, values);
          if (Object.keys(changes).length > 0) await updateAppointment(db, editing.id, changes);
        } else {
          await createAppointment(db, { ...values, created_by: profile?.id ?? null });
        }
      },
      {
        failed: editing ? t`Nu s-a putut actualiza programarea` : t`Nu s-a putut crea programarea`,
        succeeded: editing
          ? t`Programarea a fost actualizată cu succes`
          : t`Programarea a fost creată cu succes`,
        log: 'Saving the appointment failed',
      },
    );
    if (outcome.ok) onClose();
  };

  const cancel = async () => {
    setConfirmCancel(false);
    if (!db || !editing) return;
    setCancelling(true);
    const outcome = await runSave(() => cancelAppointment(db, editing.id), {
      failed: t`Nu s-a putut anula programarea`,
      succeeded: t`Programarea a fost anulată cu succes`,
      log: 'Cancelling the appointment failed',
    });
    if (outcome.ok) onClose();
    else setCancelling(false);
  };

  return { save, cancelling, confirmCancel, setConfirmCancel, cancel };
}
