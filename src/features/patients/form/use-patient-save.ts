/**
 * The patient form's writes (spec part 1 §2, §5, §8): Save with errors writes nothing and focuses
 * the first field in error; a CNP that looks wrong asks "Salvează oricum?" first; a saved patient
 * returns to where the form came from. Delete asks first too, then removes the patient. Both write
 * to the device's database (save-patient.ts, the sync commands) and keep the form, with a toast,
 * when the write fails.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type RefObject, useRef, useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { notify } from '#components/ui/toaster.tsx';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { deletePatient } from '#sync/api/patient-commands.ts';
import type { MessageKey } from '#sync/validation/message-keys.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import type { PatientFormCheck } from './patient-form-validation.ts';
import type { PatientFormSource } from './patient-form-values.ts';
import { pathAfterForm } from './return-to.ts';
import { savePatient } from './save-patient.ts';

/** The confirmation open: the CNP warning's "Salvează oricum?" or the delete's. */
export type PatientFormDialog = 'cnp' | 'delete' | null;

export interface PatientSave {
  /** The form whose first field in error takes the focus after a refused Save. */
  formRef: RefObject<HTMLFormElement | null>;
  /** True while a write is under way (and after a successful one, until the page changes). */
  busy: boolean;
  /** Save was pressed at least once: every field's error shows, changed or not. */
  submitted: boolean;
  dialog: PatientFormDialog;
  setDialog: (dialog: PatientFormDialog) => void;
  save: () => void;
  /** Saves after the user accepted the CNP warning. */
  saveDespiteWarning: () => void;
  /** Deletes the patient (after the confirmation). */
  remove: () => Promise<void>;
}

export function usePatientSave({
  mode,
  patientId,
  returnTo,
  base,
  avatar,
  check,
  warning,
}: {
  mode: 'create' | 'edit';
  patientId: string;
  returnTo: string | undefined;
  /** The patient as the form read it, null for a new one. */
  base: PatientFormSource | null;
  avatar: AvatarChange;
  /** The form's current values, checked. */
  check: PatientFormCheck;
  /** Why the CNP looks wrong, if it does. */
  warning: MessageKey | undefined;
}): PatientSave {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db, files, profile } = useClinicSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [saveAttempts, setSaveAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<PatientFormDialog>(null);

  useFocusFirstInvalid(formRef, saveAttempts);

  const write = async (values: PatientFormValues) => {
    const clinicId = profile?.clinicId;
    if (!db || !clinicId) return;
    setBusy(true);
    try {
      await savePatient({ db, files, clinicId, patientId, base, values, avatar });
      notify.success(
        mode === 'create' ? t`Pacientul a fost creat cu succes` : t`Pacientul a fost actualizat cu succes`,
      );
      void navigate({
        href: pathAfterForm(returnTo, mode === 'create' ? patientId : undefined),
        replace: true,
      });
    } catch (error) {
      console.error('Saving the patient failed', error);
      notify.error(mode === 'create' ? t`Nu s-a putut crea pacientul` : t`Nu s-a putut actualiza pacientul`);
      setBusy(false);
    }
  };

  const save = () => {
    setSaveAttempts((count) => count + 1);
    if (!check.ok) return;
    if (warning) {
      setDialog('cnp');
      return;
    }
    void write(check.values);
  };

  const saveDespiteWarning = () => {
    setDialog(null);
    if (check.ok) void write(check.values);
  };

  const remove = async () => {
    setDialog(null);
    if (!db) return;
    setBusy(true);
    try {
      await deletePatient(db, patientId);
      notify.success(t`Pacientul a fost șters cu succes`);
      void navigate({
        href: pathAfterForm(returnTo, mode === 'create' ? patientId : undefined),
        replace: true,
      });
    } catch (error) {
      console.error('Deleting the patient failed', error);
      notify.error(t`Nu s-a putut șterge pacientul`);
      setBusy(false);
    }
  };

  return {
    formRef,
    busy,
    submitted: saveAttempts > 0,
    dialog,
    setDialog,
    save,
    saveDespiteWarning,
    remove,
  };
}
