/**
 * The appointment popup of the weekly calendar (spec part 1 §2 "Appointment calendar", §5, §8, §9):
 * create and edit on an Ark Dialog. Specialization, doctor, service (setting the duration from the
 * doctor's price list), duration, patient (searchable, with a quick new patient that comes back),
 * date and a time from the doctor's free slots; every rule of the spec on Save, and an overlap is
 * refused on create too. On edit: view details and cancel (with Da/Nu). Every write goes to the
 * device's database through the sync commands, so it works offline and shows at once; the server
 * sends the emails itself (its outbox), so nothing here calls the email function.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type JSX, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { valueOr } from '#clinic-session/live-query.ts';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ComboboxField } from '#components/ui/combobox-field.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { DurationSelect } from '#components/ui/duration-select.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { cancelAppointment, createAppointment, updateAppointment } from '#sync/api/appointment-commands.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { AppointmentField } from '../rules/required-fields.ts';
import { slotsForDay } from '../rules/slots.ts';
import { openingHoursLabel } from '../rules/working-hours.ts';
import { appointmentChanges, checkAppointment } from './appointment-check.ts';
import {
  type AppointmentDraft,
  draftReturnPath,
  newPatientPath,
  saveAppointmentDraft,
} from './appointment-draft.ts';
import {
  type AppointmentFormState,
  type AppointmentPrefill,
  editForm,
  type FormEdit,
  formStateOf,
  formView,
  newFormState,
} from './appointment-form-state.ts';
import {
  FIELD_LABELS,
  problemFields,
  problemMessage,
  requiredMessage,
  VALIDATION_ERROR_TITLE,
} from './appointment-messages.ts';
import {
  doctorOptions,
  patientOptions,
  serviceOptions,
  specializationOptions,
} from './appointment-options.ts';
import { SlotPicker } from './slot-picker.tsx';
import { LOADING_SLOTS, slotPickerModel } from './slot-picker-model.ts';
import {
  useAppointment,
  useDayAppointments,
  usePopupCatalog,
  usePriceList,
} from './use-appointment-popup-data.ts';

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

const NO_APPOINTMENTS: AppointmentDoc[] = [];

function PopupBody({ onClose, appointment, initial, draft }: AppointmentPopupProps) {
  const { t } = useLingui();
  const { db } = useClinicSession();
  const draftAppointmentId = appointment ? null : (draft?.appointmentId ?? null);
  const loaded = useAppointment(db, draftAppointmentId);
  const editing = appointment ?? valueOr(loaded, null);
  // The fields mount once the dialog is in the page, so their portals come after it (see POPUP_LAYER).
  const [placed, setPlaced] = useState(false);
  useEffect(() => setPlaced(true), []);

  if (!placed) return <PopupTitle editing={Boolean(appointment ?? draftAppointmentId)} />;
  if (draftAppointmentId && loaded.state === 'loading') {
    return (
      <>
        <PopupTitle editing />
        <p role="status">{t`Se încarcă...`}</p>
      </>
    );
  }
  if (draftAppointmentId && !editing) {
    return (
      <>
        <PopupTitle editing />
        <p role="alert" className={css({ marginBlockStart: '4' })}>
          <Trans>Nu s-a putut încărca programarea</Trans>
        </p>
      </>
    );
  }
  return (
    <AppointmentForm onClose={onClose} editing={editing ?? null} initial={initial} draft={draft ?? null} />
  );
}

function PopupTitle({ editing }: { editing: boolean }) {
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}
    >
      <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {editing ? <Trans>Editare programare</Trans> : <Trans>Programare nouă</Trans>}
      </Dialog.Title>
      <CloseButton />
    </div>
  );
}

function CloseButton() {
  const { t } = useLingui();
  return (
    <Dialog.CloseTrigger aria-label={t`Închide`} className={closeButton}>
      <span aria-hidden="true">×</span>
    </Dialog.CloseTrigger>
  );
}

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

function AppointmentForm({
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
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const router = useRouter();
  const { db, profile } = useClinicSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(() => startingState(editing, initial, draft));
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const catalog = usePopupCatalog(db, profile?.clinicId ?? null);
  const priceList = usePriceList(db, state.input.doctor_id);
  const formCatalog = { doctors: catalog.doctors, services: catalog.services, priceList };
  const view = formView(state, formCatalog);
  const dayQuery = useDayAppointments(db, view.doctor_id, view.date);
  const dayAppointments = valueOr(dayQuery, NO_APPOINTMENTS);
  const editingId = editing?.id ?? null;
  const cancelled = editing?.status === 'cancelled';

  const slots = slotsForDay({
    doctorId: view.doctor_id,
    day: view.date,
    durationMinutes: Number(view.duration) || undefined,
    schedule: catalog.schedule,
    appointments: dayAppointments,
    editingId,
    keepTime: view.time,
  });
  // Until the day's bookings and the clinic's hours are read, no slot is offered as free.
  const slotModel =
    dayQuery.state === 'loading' || catalog.scheduleLoading
      ? LOADING_SLOTS
      : slotPickerModel(slots, view.time);
  const hours = openingHoursLabel(catalog.schedule, view.date);

  const specializations = useMemo(
    () =>
      specializationOptions(
        catalog.specializations,
        catalog.services,
        locale,
        view.specialization_id,
        t`Consultație`,
      ),
    [catalog.specializations, catalog.services, locale, view.specialization_id, t],
  );
  const doctors = useMemo(
    () => doctorOptions(catalog.doctors, view.specialization_id, view.doctor_id),
    [catalog.doctors, view.specialization_id, view.doctor_id],
  );
  const services = useMemo(
    () => serviceOptions(catalog.services, view.specialization_id, priceList, view.service_id, locale),
    [catalog.services, view.specialization_id, priceList, view.service_id, locale],
  );
  const patients = useMemo(
    () => patientOptions(catalog.patients, view.patient_id, locale),
    [catalog.patients, view.patient_id, locale],
  );

  const checkContext = { schedule: catalog.schedule, appointments: dayAppointments, editingId };
  // After a refused Save the messages follow every change, so fixing a field clears its message.
  const liveCheck = attempts > 0 ? checkAppointment(view, checkContext) : null;
  const problem = liveCheck && !liveCheck.ok ? liveCheck.problem : null;
  const invalidFields = new Set<AppointmentField>(problem ? problemFields(problem) : []);
  const problemText = problem ? problemMessage(problem, editing !== null, i18n) : null;
  const errorOf = (field: AppointmentField): string | undefined => {
    if (!problem || !invalidFields.has(field)) return undefined;
    return problem.kind === 'missing' ? requiredMessage(i18n) : (problemText ?? undefined);
  };

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        ':is(input, button)[aria-invalid="true"], :is(input, button)[data-invalid]',
      )
      ?.focus();
  }, [attempts]);

  const change = (edit: FormEdit) => setState((previous) => editForm(previous, edit, formCatalog));

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

  const cancelIt = async () => {
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

  const label = (field: AppointmentField) => i18n._(FIELD_LABELS[field]);
  const readOnly = cancelled || busy;

  return (
    <>
      <PopupTitle editing={editing !== null} />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className={css({ display: 'grid', gap: '4', marginBlockStart: '4' })}
      >
        {cancelled ? (
          <p role="status" className={notice}>
            <Trans>Programarea a fost anulată.</Trans>
          </p>
        ) : null}
        {editing?.status === 'conflict' ? (
          <p role="status" className={notice}>
            <Trans>
              Intervalul acestei programări fusese ocupat între timp. Alegeți o oră nouă și salvați.
            </Trans>
          </p>
        ) : null}
        {problemText ? (
          <div role="alert" data-testid="appointment-problem" className={alertBox}>
            <p className={css({ fontWeight: 'semibold' })}>{i18n._(VALIDATION_ERROR_TITLE)}</p>
            <p>{problemText}</p>
          </div>
        ) : null}
        <div className={fieldGrid}>
          <SelectField
            label={label('specialization')}
            required
            value={view.specialization_id}
            onChange={(value) => change({ field: 'specialization_id', value })}
            options={specializations}
            error={errorOf('specialization')}
            disabled={readOnly}
          />
          <SelectField
            label={label('doctor')}
            required
            value={view.doctor_id}
            onChange={(value) => change({ field: 'doctor_id', value })}
            options={doctors}
            error={errorOf('doctor')}
            disabled={readOnly}
          />
          <SelectField
            label={label('service')}
            required
            value={view.service_id}
            onChange={(value) => change({ field: 'service_id', value })}
            options={services}
            error={errorOf('service')}
            disabled={readOnly}
          />
          <DurationSelect
            label={label('duration')}
            required
            value={view.duration}
            onChange={(value) => change({ field: 'duration', value })}
            error={errorOf('duration')}
            disabled={readOnly}
          />
          <div
            className={css({
              gridColumn: { md: 'span 2' },
              display: 'flex',
              alignItems: 'flex-end',
              gap: '2',
            })}
          >
            <div className={css({ flex: '1', minWidth: '0' })}>
              <ComboboxField
                label={label('patient')}
                required
                value={view.patient_id}
                onChange={(value) => change({ field: 'patient_id', value })}
                options={patients}
                placeholder={t`Caută după nume, CNP sau telefon`}
                error={errorOf('patient')}
                disabled={readOnly}
              />
            </div>
            {cancelled ? null : (
              <button
                type="button"
                className={secondaryButton}
                onClick={addPatient}
                disabled={busy}
                // Kept level with the box when a message shows under it.
                style={errorOf('patient') ? { marginBlockEnd: '1.75rem' } : undefined}
              >
                <Trans>Pacient nou</Trans>
              </button>
            )}
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <DatePickerField
              label={label('date')}
              required
              value={view.date}
              onChange={(value) => change({ field: 'date', value })}
              error={errorOf('date')}
              disabled={readOnly}
            />
            <p data-testid="opening-hours" className={css({ fontSize: 'sm', color: 'muted' })}>
              {hours.open ? (
                <OpenBetween start={hours.start} end={hours.end} />
              ) : (
                <Trans>Clinica este închisă în această zi</Trans>
              )}
            </p>
          </div>
          <SlotPicker
            label={label('time')}
            value={view.time}
            onChange={(value) => change({ field: 'time', value })}
            model={readOnly ? { ...slotModel, disabled: true } : slotModel}
            error={errorOf('time')}
          />
        </div>
        <div className={footer}>
          {editing ? (
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginInlineEnd: 'auto' })}>
              <button type="button" className={secondaryButton} onClick={viewDetails}>
                <Trans>Vezi detalii</Trans>
              </button>
              {cancelled ? null : (
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() => setConfirmCancel(true)}
                  disabled={busy}
                >
                  <Trans>Anulează programarea</Trans>
                </button>
              )}
            </div>
          ) : null}
          <button type="button" className={secondaryButton} onClick={onClose}>
            <Trans>Renunță</Trans>
          </button>
          {cancelled ? null : (
            <button type="submit" className={primaryButton} disabled={busy || !db}>
              {editing ? <Trans>Salvează</Trans> : <Trans>Creează programarea</Trans>}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title={t`Anulezi programarea?`}
        description={t`Programarea va fi marcată ca anulată și nu va mai ocupa intervalul.`}
        onConfirm={() => void cancelIt()}
        onOpenChange={setConfirmCancel}
      />
    </>
  );
}

/** 'open between {start} and {end}' (spec part 1 §2). */
function OpenBetween({ start, end }: { start: string; end: string }) {
  return (
    <Trans>
      Deschis între {start} și {end}
    </Trans>
  );
}

const fieldGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});

const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '2',
  marginBlockStart: '2',
});

const notice = css({ bg: 'amber.50', color: 'amber.900', borderRadius: 'md', padding: '3', fontSize: 'sm' });

const alertBox = css({
  bg: 'red.50',
  color: 'red.900',
  borderInlineStartWidth: '4px',
  borderColor: 'danger',
  borderRadius: 'md',
  padding: '3',
  fontSize: 'sm',
});

const closeButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'md',
  fontSize: '2xl',
  color: 'muted',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

const dangerButton = css({
  color: 'danger',
  fontWeight: 'medium',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  minHeight: '11',
  cursor: 'pointer',
  _hover: { bg: 'red.50' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
