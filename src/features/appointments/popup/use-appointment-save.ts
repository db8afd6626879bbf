/**
 * The popup's writes (spec part 1 §2, §5, §9): Save checks every rule first and, refused, says why
 * in a toast, marks the fields at fault (their messages then follow every change, so fixing a field
 * clears its message) and focuses the first; accepted, it creates or updates the appointment on the
 * device's database. Cancelling an appointment asks first, then writes. Both close the popup when
 * written and keep it open, with a toast, when the write fails.
 */
import { useLingui } from '@lingui/react/macro';
import { type RefObject, useRef, useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { notify } from '#components/ui/toaster.tsx';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import { cancelAppointment, createAppointment, updateAppointment } from '#sync/api/appointment-commands.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { AppointmentField } from '../rules/required-fields.ts';
import { appointmentChanges, type CheckContext, checkAppointment } from './appointment-check.ts';
import type { AppointmentFormInput } from './appointment-form-state.ts';
import { problemFields, problemMessage, requiredMessage } from './appointment-messages.ts';

export interface AppointmentSave {
  /** The form whose first field in error takes the focus after a refused Save. */
  formRef: RefObject<HTMLFormElement | null>;
  /** True while a write is under way (and after a successful one, until the popup closes). */
  busy: boolean;
  /** What the last refused Save found, following the changes since; null when nothing is wrong. */
  problemText: string | null;
  /** The message under a field at fault, undefined for the others. */
  errorOf: (field: AppointmentField) => string | undefined;
  save: () => Promise<void>;
  /** Whether the "cancel the appointment?" confirmation is open. */
  confirmCancel: boolean;
  setConfirmCancel: (open: boolean) => void;
  /** Cancels the edited appointment (after the confirmation). */
  cancel: () => Promise<void>;
}

export function useAppointmentSave({
  view,
  checkContext,
  editing,
  onClose,
}: {
  /** The form's values as shown (formView). */
  view: AppointmentFormInput;
  checkContext: CheckContext;
  /** The edited appointment, null for a new one. */
  editing: AppointmentDoc | null;
  onClose: () => void;
}): AppointmentSave {
  const { t, i18n } = useLingui();
  const { db, profile } = useClinicSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  // After a refused Save the messages follow every change, so fixing a field clears its message.
  const liveCheck = attempts > 0 ? checkAppointment(view, checkContext) : null;
  const problem = liveCheck && !liveCheck.ok ? liveCheck.problem : null;
  const invalidFields = new Set<AppointmentField>(problem ? problemFields(problem) : []);
  const problemText = problem ? problemMessage(problem, editing !== null, i18n) : null;
  const errorOf = (field: AppointmentField): string | undefined => {
    if (!problem || !invalidFields.has(field)) return undefined;
    return problem.kind === 'missing' ? requiredMessage(i18n) : (problemText ?? undefined);
  };

  useFocusFirstInvalid(formRef, attempts);

  const save = async () => {
    setAttempts((count) => count + 1);
    const result = checkAppointment(view, checkContext);
    if (!result.ok) {
      notify.error(problemMessage(result.problem, editing !== null, i18n), { title: t`Eroare de validare` });
      return;
    }
    if (!db) return;
    setBusy(true);
    try {
      if (editing) {
        const changes = appointmentChanges(editing, result.values);
        if (Object.keys(changes).length > 0) await updateAppointment(db, editing.id, changes);
        notify.success(t`Programarea a fost actualizată cu succes`);
      } else {
        await createAppointment(db, { ...result.values, created_by: profile?.id ?? null });
        notify.success(t`Programarea a fost creată cu succes`);
      }
      onClose();
    } catch (error) {
      console.error('Saving the appointment failed', error);
      notify.error(editing ? t`Nu s-a putut actualiza programarea` : t`Nu s-a putut crea programarea`);
      setBusy(false);
    }
  };

  const cancel = async () => {
    setConfirmCancel(false);
    if (!db || !editing) return;
    setBusy(true);
    try {
      await cancelAppointment(db, editing.id);
      notify.success(t`Programarea a fost anulată cu succes`);
      onClose();
    } catch (error) {
      console.error('Cancelling the appointment failed', error);
      notify.error(t`Nu s-a putut anula programarea`);
      setBusy(false);
    }
  };

  return { formRef, busy, problemText, errorOf, save, confirmCancel, setConfirmCancel, cancel };
}
