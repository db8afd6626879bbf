/**
 * Moving an appointment from the grid (issue 6, items 3 and 5): the move rule decides (overlap,
 * opening hours), a refusal says why and leaves the block where it was, an accepted move is
 * written locally (offline too) and shown at its new place at once, before the live query catches
 * up with the write.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { type LiveQuery, ready } from '#lib/live-query.ts';
import type { AppointmentDoc, ClinicDatabase } from '#sync/api/documents.ts';
import type { ClinicSync } from '#sync/api/sync-state.ts';
import { type MoveResult, type MoveTarget, planMove } from '../rules/move.ts';
import { MOVE_FAILED, MOVE_SAVED, moveRefusalMessage } from './calendar-messages.ts';
import { saveMove } from './save-move.ts';

interface ShownMove {
  /** The new appointment_date, shown until the list has caught up with it. */
  date: string;
  /** The list as it was when the write finished; undefined while it is being written. */
  settledWith?: readonly AppointmentDoc[] | null;
}

export interface MoveAppointment {
  /** The week's appointments as shown: moved ones already at their new start. */
  appointments: LiveQuery<readonly AppointmentDoc[]>;
  plan: (appointment: AppointmentDoc, target: MoveTarget) => MoveResult<AppointmentDoc>;
  /** Writes an accepted plan, or says why it was refused. */
  commit: (appointment: AppointmentDoc, result: MoveResult<AppointmentDoc>) => void;
}

export function useMoveAppointment(
  db: ClinicDatabase | null,
  sync: ClinicSync | null,
  weekQuery: LiveQuery<readonly AppointmentDoc[]>,
  schedule: ScheduleInput,
): MoveAppointment {
  const { i18n } = useLingui();
  // The list itself (null until read): its identity tells a newer list from the one a write saw.
  const appointments = weekQuery.state === 'ready' ? weekQuery.value : null;
  const [moves, setMoves] = useState<ReadonlyMap<string, ShownMove>>(new Map());
  const latest = useRef(appointments);
  latest.current = appointments;

  // A finished write's date stops being shown ahead once the list shows it, or once any newer list
  // arrived (the server may have answered otherwise meanwhile: the list is then the truth).
  useEffect(() => {
    setMoves((current) => {
      let next: Map<string, ShownMove> | null = null;
      for (const [id, move] of current) {
        if (move.settledWith === undefined) continue;
        const stored = appointments?.find((appointment) => appointment.id === id);
        if (stored?.appointment_date === move.date || appointments !== move.settledWith) {
          next ??= new Map(current);
          next.delete(id);
        }
      }
      return next ?? current;
    });
  }, [appointments]);

  const shown = useMemo(
    () =>
      weekQuery.state === 'ready'
        ? ready(
            weekQuery.value.map((appointment) => {
              const move = moves.get(appointment.id);
              return move ? { ...appointment, appointment_date: move.date } : appointment;
            }),
          )
        : weekQuery,
    [weekQuery, moves],
  );

  // Checked against what is shown, so a block moved a moment ago already holds its new slot.
  const plan = useCallback(
    (appointment: AppointmentDoc, target: MoveTarget) =>
      planMove(appointment, target, { appointments: shown.state === 'ready' ? shown.value : [], schedule }),
    [shown, schedule],
  );

  const commit = useCallback(
    (appointment: AppointmentDoc, result: MoveResult<AppointmentDoc>) => {
      if (!result.ok) {
        notify.error(i18n._(moveRefusalMessage(result)));
        return;
      }
      if (!result.changed || !db) return;
      const date = result.appointment_date;
      setMoves((current) => new Map(current).set(appointment.id, { date }));
      void runSave(() => saveMove(db, sync?.conflicts ?? null, appointment, date), {
        failed: i18n._(MOVE_FAILED),
        succeeded: i18n._(MOVE_SAVED),
        log: 'Moving the appointment failed',
      }).then((outcome) => {
        if (outcome.ok) {
          const listed = latest.current;
          setMoves((current) => {
            if (current.get(appointment.id)?.date !== date) return current;
            const next = new Map(current);
            // Already listed at its new start: nothing left to show ahead; else until the next list.
            if (listed?.find((stored) => stored.id === appointment.id)?.appointment_date === date) {
              next.delete(appointment.id);
            } else {
              next.set(appointment.id, { date, settledWith: listed });
            }
            return next;
          });
        } else {
          setMoves((current) => {
            const next = new Map(current);
            next.delete(appointment.id);
            return next;
          });
        }
      });
    },
    [db, sync, i18n],
  );

  return { appointments: shown, plan, commit };
}
