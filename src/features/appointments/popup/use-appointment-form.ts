/**
 * The popup form's state (spec part 1 §2, §5, §9) on the app's checked form: the choices (what a
 * choice changes is appointment-form-state.ts), what they depend on read live, and Save. Save
 * checks every rule first (appointment-check.ts) and, refused, says why in a toast titled
 * 'Eroare de validare', marks the fields at fault (their messages then follow every change, so
 * fixing a field clears its message) and focuses the first; accepted, use-appointment-save.ts
 * writes. No message shows before the first Save: a choice touches no field.
 */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { notify } from '#components/ui/toaster.tsx';
import { type LiveQuery, throwIfFailed, valueOr } from '#lib/live-query.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { AppointmentField } from '../rules/required-fields.ts';
import type { SeriesScope } from '../rules/series.ts';
import {
  type AppointmentValues,
  type CheckReads,
  checkFormState,
  problemFieldErrors,
} from './appointment-check.ts';
import type { AppointmentDraft } from './appointment-draft.ts';
import {
  type AppointmentFormInput,
  type AppointmentFormState,
  type AppointmentPrefill,
  editForm,
  type FormEdit,
  formStateOf,
  formView,
  newFormState,
} from './appointment-form-state.ts';
import { problemMessage, requiredMessage } from './appointment-messages.ts';
import { seriesProblemText } from './series-messages.ts';
import {
  type AppointmentChoices,
  type PopupCatalogData,
  useAppointmentChoices,
} from './use-appointment-choices.ts';
import {
  type PopupCatalogQueries,
  useDayAppointments,
  usePopupCatalog,
  usePriceList,
} from './use-appointment-popup-data.ts';
import { type AppointmentWrites, useAppointmentWrites } from './use-appointment-save.ts';
import { type SeriesState, useSeriesPlan } from './use-series-plan.ts';

const NONE: never[] = [];

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

/**
 * The catalog as the popup draws it: each list empty until read (the fields fill in as each
 * arrives), a failed read handed to the route's error screen.
 */
function shownCatalog(queries: PopupCatalogQueries): PopupCatalogData {
  const list = <T>(query: LiveQuery<T[]>): T[] => valueOr(throwIfFailed(query), NONE);
  return {
    specializations: list(queries.specializations),
    services: list(queries.services),
    doctors: list(queries.doctors),
    patients: list(queries.patients),
    schedule: valueOr(throwIfFailed(queries.clinic), null)?.schedule ?? null,
  };
}

export interface AppointmentForm {
  /** The form's values as shown (formView). */
  view: AppointmentFormInput;
  /** Whether the duration follows the doctor's price list (kept in a draft). */
  followPriceList: boolean;
  choices: AppointmentChoices;
  change: (edit: FormEdit) => void;
  /** The message under a field at fault, once Save was pressed. */
  errorOf: (field: AppointmentField) => string | undefined;
  /** What the refused Save found, following the changes since; null when nothing is wrong. */
  problemText: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** True while a write is under way. */
  busy: boolean;
  writes: AppointmentWrites;
  /** The repeat section of a new booking (issue 41). */
  series: SeriesState;
  /** Which visits of its series an edit or a cancel of a visit reaches. */
  scope: SeriesScope;
  setScope: (scope: SeriesScope) => void;
}

export function useAppointmentForm({
  editing,
  initial,
  draft,
  onClose,
}: {
  editing: AppointmentDoc | null;
  initial: AppointmentPrefill | undefined;
  draft: AppointmentDraft | null;
  onClose: () => void;
}): AppointmentForm {
  const { t, i18n } = useLingui();
  // Save books the plan's visits (read when it runs: the plan of the render it was pressed in).
  const seriesStarts = useRef<string[] | null>(null);
  const [scope, setScope] = useState<SeriesScope>('this');
  const catalogQueries = usePopupCatalog();
  const catalog = shownCatalog(catalogQueries);
  const writes = useAppointmentWrites({ editing, onClose, seriesStarts, scope, schedule: catalog.schedule });
  // The check reads what is read for the input (the doctor's price list, the day's bookings),
  // after the hook: the hook checks only when asked, by then `reads` is this render's.
  const form = useCheckedForm<AppointmentFormState, AppointmentValues, AppointmentField>({
    initial: () => startingState(editing, initial, draft),
    check: (state) => {
      const result = checkFormState(state, reads);
      if (result.ok) return result;
      const words = {
        required: requiredMessage(i18n),
        problem: problemMessage(result.problem, editing !== null, i18n),
      };
      return { ok: false, errors: problemFieldErrors(result.problem, words) };
    },
    // The check words its messages: one problem (an overlap) speaks under a field of its own.
    message: (text) => text,
    onSave: writes.save,
  });

  const state = form.input;
  const priceList = valueOr(throwIfFailed(usePriceList(state.input.doctor_id)), NONE);
  const formCatalog = { doctors: catalog.doctors, services: catalog.services, priceList };
  const view = formView(state, formCatalog);
  const dayQuery = throwIfFailed(useDayAppointments(view.doctor_id, view.date));
  const editingId = editing?.id ?? null;
  const reads: CheckReads = {
    ...formCatalog,
    schedule: catalog.schedule,
    appointments: valueOr(dayQuery, NONE),
    editingId,
  };

  const series = useSeriesPlan(view, catalog.schedule, editing === null);
  seriesStarts.current = series.plan ? series.plan.booked.map((visit) => visit.start) : null;

  const choices = useAppointmentChoices({
    catalog,
    priceList,
    view,
    dayAppointments: dayQuery,
    clinic: catalogQueries.clinic,
    editingId,
  });

  const result = checkFormState(state, reads);
  const problemText =
    form.attempted && !result.ok ? problemMessage(result.problem, editing !== null, i18n) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const seriesProblem = series.plan?.problem;
    if (result.ok && seriesProblem) {
      notify.error(seriesProblemText(seriesProblem, i18n), { title: t`Eroare de validare` });
      return;
    }
    if (!result.ok) {
      notify.error(problemMessage(result.problem, editing !== null, i18n), { title: t`Eroare de validare` });
    }
    void form.save();
  };

  return {
    view,
    followPriceList: state.followPriceList,
    choices,
    change: (edit) => form.update((previous) => editForm(previous, edit, formCatalog)),
    errorOf: form.errorOf,
    problemText,
    formRef: form.formRef,
    onSubmit,
    busy: form.busy || writes.cancelling,
    writes,
    series,
    scope,
    setScope,
  };
}
