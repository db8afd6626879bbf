/**
 * The repeat section's state on a new booking (issue 41): what was typed, the other times picked
 * for visits that collided, the doctor's bookings over the series' days (read live from the
 * device, so a booking that syncs in meanwhile shows as a collision at once) and the plan.
 */
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { ready, throwIfFailed, valueOr } from '#lib/live-query.ts';
import { weekAppointments$ } from '#sync/api/appointment-queries.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { expandSeries, seriesRuleProblem } from '../rules/series.ts';
import { slotsForDay } from '../rules/slots.ts';
import type { AppointmentFormInput } from './appointment-form-state.ts';
import { NO_SERIES, planSeries, type SeriesInput, type SeriesPlan, seriesRuleOf } from './series-plan.ts';

const NONE: AppointmentDoc[] = [];

export interface SeriesState {
  input: SeriesInput;
  change: (input: SeriesInput) => void;
  retimed: ReadonlyMap<number, string>;
  retime: (index: number, time: string) => void;
  /** Null when the booking does not repeat (or is an edit). */
  plan: SeriesPlan | null;
  freeTimes: (day: string) => string[];
}

export function useSeriesPlan(
  view: AppointmentFormInput,
  schedule: ScheduleInput,
  enabled: boolean,
): SeriesState {
  const { db } = useClinicSession();
  const [input, setInput] = useState<SeriesInput>(NO_SERIES);
  // The other times picked, for one first visit and one rule: a change of either starts afresh.
  const basis = JSON.stringify([view.date, view.time, view.doctor_id, view.duration, input]);
  const [picked, setPicked] = useState<{ basis: string; times: ReadonlyMap<number, string> }>({
    basis,
    times: new Map(),
  });
  const retimed = picked.basis === basis ? picked.times : new Map<number, string>();

  const rule = enabled ? seriesRuleOf(input) : null;
  const expansion =
    rule && !seriesRuleProblem(view.date, view.time, rule) ? expandSeries(view.date, view.time, rule) : null;
  const lastDay = expansion?.occurrences.at(-1)?.day;
  const doctorId = view.doctor_id;
  const spanQuery = useLiveQuery(() => {
    if (!db || !doctorId || !lastDay) return null;
    const from = wallTimeToIso(view.date, '00:00');
    const to = wallTimeToIso(addDays(lastDay, 1), '00:00');
    return from && to ? weekAppointments$(db, doctorId, from, to) : null;
  }, [db, doctorId, view.date, lastDay]);
  const appointments = valueOr(throwIfFailed(lastDay && doctorId ? spanQuery : ready(NONE)), NONE);
  const durationMinutes = Number(view.duration) || 0;

  const plan = enabled
    ? planSeries(view.date, view.time, input, retimed, {
        doctorId,
        durationMinutes,
        schedule,
        appointments,
      })
    : null;

  return {
    input,
    change: setInput,
    retimed,
    retime: (index, time) => {
      const times = new Map(retimed);
      if (time) times.set(index, time);
      else times.delete(index);
      setPicked({ basis, times });
    },
    plan,
    freeTimes: (day) =>
      slotsForDay({ doctorId, day, durationMinutes, schedule, appointments })
        .slots.filter((slot) => slot.state === 'free')
        .map((slot) => slot.time),
  };
}
