/**
 * The popup's form (spec part 1 §2, §5, §9): it puts together the notices, the fields, the buttons
 * and the cancel confirmation. Its state, reads and Save are use-appointment-form.ts, its writes
 * use-appointment-save.ts; "Vezi detalii" and "Pacient nou" leave the popup from here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { SegmentedControl } from '#components/ui/segmented-control.tsx';
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
import { SeriesFields } from './series-fields.tsx';
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
        {editing?.series_id && !cancelled ? (
          <div className={css({ display: 'grid', gap: '2' })} data-testid="series-scope">
            <p>
              <Trans>Programarea face parte dintr-o serie. Modificarea și anularea se aplică la:</Trans>
            </p>
            <div className={css({ justifySelf: 'start', maxWidth: 'full' })}>
              <SegmentedControl
                label={t`Se aplică la`}
                value={form.scope}
                onChange={form.setScope}
                options={[
                  { value: 'this', label: t`Doar aceasta` },
                  { value: 'following', label: t`Aceasta și următoarele` },
                  { value: 'all', label: t`Toată seria` },
                ]}
              />
            </div>
          </div>
        ) : null}
        {editing === null ? (
          <SeriesFields
            input={form.series.input}
            onChange={form.series.change}
            plan={form.series.plan}
            freeTimes={form.series.freeTimes}
            retimed={form.series.retimed}
            onRetime={form.series.retime}
            disabled={busy}
          />
        ) : null}
        <AppointmentFooter
          editing={editing !== null}
          seriesCount={form.series.plan?.problem ? null : (form.series.plan?.booked.length ?? null)}
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
