/**
 * The patient form's writes (spec part 1 §2, §5, §8): Save stores the checked values and returns
 * to where the form came from; Delete removes the patient and returns too. Both write to the
 * device's database (save-patient.ts, the sync commands) and keep the form, with a toast, when the
 * write fails. The form's state (what is typed, the Save presses, busy) is the form's own
 * useCheckedForm; this hook only writes.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { deletePatient } from '#sync/api/patient-commands.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import type { PatientFormSource } from './patient-form-values.ts';
import { pathAfterForm } from './return-to.ts';
import { savePatient } from './save-patient.ts';

export interface PatientSave {
  /**
   * Stores the checked values over `base` (the copy the form started from, null for a new
   * patient); answers once the page has changed, so the form stays busy until then.
   */
  write: (values: PatientFormValues, base: PatientFormSource | null) => Promise<void>;
  /**
   * Deletes the patient (after the confirmation); answers once the page has changed, so the form,
   * running it with runBusy, stays busy until then (or until the delete failed).
   */
  remove: () => Promise<void>;
}

export function usePatientSave({
  mode,
  patientId,
  returnTo,
  avatar,
}: {
  mode: 'create' | 'edit';
  patientId: string;
  returnTo: string | undefined;
  avatar: AvatarChange;
}): PatientSave {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db, files, profile } = useClinicSession();

  const leave = () =>
    navigate({
      href: pathAfterForm(returnTo, mode === 'create' ? patientId : undefined),
      replace: true,
    });

  const write = async (values: PatientFormValues, base: PatientFormSource | null) => {
    const clinicId = profile?.clinicId;
    if (!db || !clinicId) return;
    const saved = await runSave(() => savePatient({ db, files, clinicId, patientId, base, values, avatar }), {
      failed: mode === 'create' ? t`Nu s-a putut crea pacientul` : t`Nu s-a putut actualiza pacientul`,
      succeeded:
        mode === 'create' ? t`Pacientul a fost creat cu succes` : t`Pacientul a fost actualizat cu succes`,
      log: 'Saving the patient failed',
    });
    if (saved.ok) await leave();
  };

  const remove = async () => {
    if (!db) return;
    const deleted = await runSave(() => deletePatient(db, patientId), {
      failed: t`Nu s-a putut șterge pacientul`,
      succeeded: t`Pacientul a fost șters cu succes`,
      log: 'Deleting the patient failed',
    });
    if (deleted.ok) await leave();
  };

  return { write, remove };
}
