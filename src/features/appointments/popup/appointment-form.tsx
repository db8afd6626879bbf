/**
 * The popup's form (spec part 1 §2, §5, §9): it puts together the notices, the fields, the buttons
 * and the cancel confirmation. Its state, reads and Save are use-appointment-form.ts, its writes
 * use-appointment-save.ts; "Vezi detalii" and "Pacient nou" leave the popup from here.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import {
  type AppointmentDraft,
  draftReturnPath,
  newPatientPath,
  saveAppointmentDraft,
} from './appointment-draft.ts';
import { AppointmentFields } from './appointment-fields.tsx';
import { AppointmentFooter } from './appointment-footer.tsx';
import type { AppointmentPrefill } from './appointment-form-state.ts';
import { AppointmentNotices } from './appointment-notices.tsx';
import { PopupTitle } from './popup-title.tsx';
import { useAppointmentForm } from './use-appointment-form.ts';

export function AppointmentForm({
  onClose,
  editing,
  initial,
  draft,
}: {
  onClose: () => void;
  editing: AppointmentDoc | null;
  initial: AppointmentPrefill | undefined;
  draft: AppointmentDraft | null;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const { db, profile } = useClinicSession();
  const form = useAppointmentForm({ editing, initial, draft, onClose });
  const { view, busy, writes } = form;
  const cancelled = editing?.status === 'cancelled';

  const viewDetails = () => {
    if (!editing) return;
    onClose();
    router.history.push(`/patient/${editing.patient_id}/medical-record/${editing.id}`);
  };

  const addPatient = () => {
    const { pathname, searchStr } = router.state.location;
    // Closing first: a calendar that clears an old draft on close must not clear this one.
    onClose();
    const clinicId = profile?.clinicId;
    if (clinicId) {
      saveAppointmentDraft({
        clinicId,
        appointmentId: editing?.id ?? null,
        values: view,
        followPriceList: form.followPriceList,
      });
    }
    router.history.push(newPatientPath(draftReturnPath(pathname, searchStr)));
  };

  return (
    <>
      <PopupTitle editing={editing !== null} />
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit}
        className={css({ display: 'grid', gap: '4', marginBlockStart: '4' })}
      >
        <AppointmentNotices status={editing?.status} problemText={form.problemText} />
        <AppointmentFields
          view={view}
          choices={form.choices}
          onChange={form.change}
          errorOf={form.errorOf}
          readOnly={cancelled || busy}
          cancelled={cancelled}
          busy={busy}
          onAddPatient={addPatient}
        />
        <AppointmentFooter
          editing={editing !== null}
          cancelled={cancelled}
          busy={busy}
          saveDisabled={busy || !db}
          onViewDetails={viewDetails}
          onCancelAppointment={() => writes.setConfirmCancel(true)}
          onClose={onClose}
        />
      </form>
      <ConfirmDialog
        open={writes.confirmCancel}
        title={t`Anulezi programarea?`}
        description={t`Programarea va fi marcată ca anulată și nu va mai ocupa intervalul.`}
        onConfirm={() => void writes.cancel()}
        onOpenChange={writes.setConfirmCancel}
      />
    </>
  );
}
