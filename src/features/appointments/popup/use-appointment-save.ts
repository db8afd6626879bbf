/**
 * The popup's writes (spec part 1 §2, §5, §9), on the device's database through runSave: Save
 * creates or updates the appointment (only the changed columns), cancelling an appointment asks
 * first, then writes. Both close the popup when written and keep it open, with a toast, when the
 * write fails. The check before Save is the form's (use-appointment-form.ts).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type RefObject, useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { formatDate } from '#lib/date-locale.ts';
import {
  cancelAppointment,
  createAppointment,
  createAppointmentSeries,
  seriesVisits,
  updateAppointment,
} from '#sync/api/appointment-commands.ts';
import { upcomingAppointments } from '#sync/api/appointment-queries.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { type SeriesScope, visitsInScope } from '../rules/series.ts';
import { type AppointmentValues, appointmentChanges } from './appointment-check.ts';
import { liveVisits, planSeriesEdit } from './series-edit.ts';

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
  seriesStarts,
  scope,
  schedule,
}: {
  /** The edited appointment, null for a new one. */
  editing: AppointmentDoc | null;
  onClose: () => void;
  /** A new booking that repeats: the start of every visit to book (issue 41), else null. */
  seriesStarts: RefObject<string[] | null>;
  /** A visit of a series: which of its visits an edit or a cancel reaches. */
  scope: SeriesScope;
  schedule: ScheduleInput;
}): AppointmentWrites {
  const { t } = useLingui();
  const { db, profile } = useClinicSession();
  // The cancel is no Save: it must not wait for the form's check (a booking whose hours have
  // closed since can still be cancelled), so it holds the popup still on its own.
  const [cancelling, setCancelling] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const save = async (values: AppointmentValues) => {
    if (!db) return;
    const starts = editing ? null : seriesStarts.current;
    if (starts) {
      const { appointment_date: _first, ...booking } = values;
      const outcome = await runSave(
        () => createAppointmentSeries(db, { ...booking, created_by: profile?.id ?? null }, starts),
        {
          failed: t`Nu s-au putut crea programările`,
          succeeded: plural(starts.length, {
            one: 'A fost creată # programare',
            few: 'Au fost create # programări',
            other: 'Au fost create # de programări',
          }),
          log: 'Saving the appointment series failed',
        },
      );
      if (outcome.ok) onClose();
      return;
    }
    if (editing?.series_id && scope !== 'this') {
      await saveSeriesVisits(editing, editing.series_id, scope, values);
      return;
    }
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

  /** The edit reaches the visits in scope, each moved as the edited one was; none if any would collide. */
  const saveSeriesVisits = async (
    visit: AppointmentDoc,
    seriesId: string,
    reach: Exclude<SeriesScope, 'this'>,
    values: AppointmentValues,
  ) => {
    if (!db) return;
    const series = await seriesVisits(db, seriesId);
    const earliest = series.map((other) => other.appointment_date).sort()[0] ?? visit.appointment_date;
    const doctorAppointments = await upcomingAppointments(db, [values.doctor_id], earliest);
    const plan = planSeriesEdit(visit, series, reach, values, { schedule, doctorAppointments });
    if (plan.collisions.length > 0) {
      const days = plan.collisions.map(({ occurrence }) => formatDate(occurrence.day)).join(', ');
      notify.error(
        t`Programările din ${days} s-ar suprapune sau ar fi în afara programului. Nu s-a modificat nimic.`,
        {
          title: t`Eroare de validare`,
        },
      );
      return;
    }
    const outcome = await runSave(
      async () => {
        for (const { visit: target, start } of plan.updates) {
          const changes = appointmentChanges(target, { ...values, appointment_date: start });
          if (Object.keys(changes).length > 0) await updateAppointment(db, target.id, changes);
        }
      },
      {
        failed: t`Nu s-au putut actualiza programările`,
        succeeded: plural(plan.updates.length, {
          one: 'A fost actualizată # programare',
          few: 'Au fost actualizate # programări',
          other: 'Au fost actualizate # de programări',
        }),
        log: 'Saving the visits of a series failed',
      },
    );
    if (outcome.ok) onClose();
  };

  /** The visits a cancel reaches: this one, or those of its series in scope. */
  const visitsToCancel = async (visit: AppointmentDoc): Promise<AppointmentDoc[]> => {
    if (!db || !visit.series_id || scope === 'this') return [visit];
    return visitsInScope(liveVisits(await seriesVisits(db, visit.series_id)), visit, scope);
  };

  const cancel = async () => {
    setConfirmCancel(false);
    if (!db || !editing) return;
    setCancelling(true);
    const visits = await visitsToCancel(editing);
    if (visits.length > 1) {
      const many = await runSave(
        async () => {
          for (const visit of visits) await cancelAppointment(db, visit.id);
        },
        {
          failed: t`Nu s-au putut anula programările`,
          succeeded: plural(visits.length, {
            one: 'A fost anulată # programare',
            few: 'Au fost anulate # programări',
            other: 'Au fost anulate # de programări',
          }),
          log: 'Cancelling the visits of a series failed',
        },
      );
      if (many.ok) onClose();
      else setCancelling(false);
      return;
    }
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
