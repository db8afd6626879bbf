/**
 * An edit of a visit of a series reaching more than itself (issue 41): "this and the following"
 * or "all". Every visit in scope takes the edit's other changes (doctor, service, duration,
 * patient) and moves as the edited one did: by the same number of days, to the same clock time
 * (so a move across a clock change keeps the time). The moved visits are checked like a new
 * series, their own old slots aside; any that would collide stops the edit, naming them.
 */
import { wallTimeOf } from '#core/bucharest-time.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { movedStart, type SeriesScope, seriesMoveOf, visitsInScope } from '../rules/series.ts';
import { type Collision, listCollisions } from '../rules/series-collisions.ts';
import type { AppointmentValues } from './appointment-check.ts';

export interface SeriesEditPlan {
  /** Each visit in scope and its new start. */
  updates: { visit: AppointmentDoc; start: string }[];
  collisions: Collision[];
}

/** Visits that still hold a place in the series: not cancelled, not removed. */
export function liveVisits(visits: readonly AppointmentDoc[]): AppointmentDoc[] {
  return visits.filter((visit) => visit.status !== 'cancelled');
}

export function planSeriesEdit(
  editing: AppointmentDoc,
  series: readonly AppointmentDoc[],
  scope: Exclude<SeriesScope, 'this'>,
  values: AppointmentValues,
  context: { schedule: ScheduleInput; doctorAppointments: readonly AppointmentDoc[] },
): SeriesEditPlan {
  const target = wallTimeOf(values.appointment_date);
  const move = target ? seriesMoveOf(editing.appointment_date, target.day, target.time) : undefined;
  const inScope = visitsInScope(liveVisits(series), editing, scope);
  const updates = inScope.map((visit) => ({
    visit,
    start: (move && movedStart(visit.appointment_date, move)) ?? visit.appointment_date,
  }));
  const occurrences = updates.flatMap(({ start }, index) => {
    const wall = wallTimeOf(start);
    return wall ? [{ index, day: wall.day, time: wall.time, start }] : [];
  });
  const collisions = listCollisions(occurrences, {
    doctorId: values.doctor_id,
    durationMinutes: values.duration_minutes,
    schedule: context.schedule,
    appointments: context.doctorAppointments,
    movingIds: new Set(inScope.map((visit) => visit.id)),
  });
  return { updates, collisions };
}
