/**
 * The popup's form (spec part 1 §2, §5, §9): it holds the choices, reads what they depend on and
 * puts together the notices, the fields, the buttons and the cancel confirmation. Save and cancel
 * are use-appointment-save.ts; "Vezi detalii" and "Pacient nou" leave the popup from here.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { valueOr } from '#clinic-session/live-query.ts';
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
import {
  type AppointmentFormState,
  type AppointmentPrefill,
  editForm,
  type FormEdit,
  formStateOf,
  formView,
  newFormState,
} from './appointment-form-state.ts';
import { AppointmentNotices } from './appointment-notices.tsx';
import { PopupTitle } from './popup-title.tsx';
import { useAppointmentChoices } from './use-appointment-choices.ts';
import { useDayAppointments, usePopupCatalog, usePriceList } from './use-appointment-popup-data.ts';
import { useAppointmentSave } from './use-appointment-save.ts';

const NO_APPOINTMENTS: AppointmentDoc[] = [];

function startingState(
  editing: AppointmentDoc | null,
  initial: AppointmentPrefill | undefined,
  draft: AppointmentDraft | null,
): AppointmentFormState {
  if (draft) {
    const patientId = initial?.patientId?.trim();
    return {
      input: { ...draft.values, ...(patientId ? { patient_id: patientId } : {}) },
      followPriceList: draft.followPriceList,
    };
  }
  if (editing) return formStateOf(editing);
  return newFormState(initial);
}

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
  const [state, setState] = useState(() => startingState(editing, initial, draft));

  const catalog = usePopupCatalog(db, profile?.clinicId ?? null);
  const priceList = usePriceList(db, state.input.doctor_id);
  const formCatalog = { doctors: catalog.doctors, services: catalog.services, priceList };
  const view = formView(state, formCatalog);
  const dayQuery = useDayAppointments(db, view.doctor_id, view.date);
  const dayAppointments = valueOr(dayQuery, NO_APPOINTMENTS);
  const editingId = editing?.id ?? null;
  const cancelled = editing?.status === 'cancelled';

  const choices = useAppointmentChoices({
    catalog,
    priceList,
    view,
    dayAppointments,
    dayLoading: dayQuery.state === 'loading',
    editingId,
  });
  const checkContext = { schedule: catalog.schedule, appointments: dayAppointments, editingId };
  const { formRef, busy, problemText, errorOf, save, confirmCancel, setConfirmCancel, cancel } =
    useAppointmentSave({ view, checkContext, editing, onClose });

  const change = (edit: FormEdit) => setState((previous) => editForm(previous, edit, formCatalog));

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
        appointmentId: editingId,
        values: view,
        followPriceList: state.followPriceList,
      });
    }
    router.history.push(newPatientPath(draftReturnPath(pathname, searchStr)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <>
      <PopupTitle editing={editing !== null} />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className={css({ display: 'grid', gap: '4', marginBlockStart: '4' })}
      >
        <AppointmentNotices status={editing?.status} problemText={problemText} />
        <AppointmentFields
          view={view}
          choices={choices}
          onChange={change}
          errorOf={errorOf}
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
          onCancelAppointment={() => setConfirmCancel(true)}
          onClose={onClose}
        />
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title={t`Anulezi programarea?`}
        description={t`Programarea va fi marcată ca anulată și nu va mai ocupa intervalul.`}
        onConfirm={() => void cancel()}
        onOpenChange={setConfirmCancel}
      />
    </>
  );
}
