/**
 * The calendar's search params (issue 6, item 1): the week (any day in it, yyyy-MM-dd) and the
 * doctor, so a reload keeps both; `appointmentDraft` and `newPatientId` mark a return from the
 * popup's quick new patient (see ../popup/appointment-draft.ts).
 * A bad value falls back to "none" (the current week, the default doctor) instead of breaking the page.
 */
import * as v from 'valibot';
import { isDay } from '#core/calendar-days.ts';

const day = v.pipe(
  v.string(),
  v.check((text: string) => isDay(text)),
);
const id = v.pipe(v.string(), v.uuid());

export const calendarSearchSchema = v.object({
  week: v.fallback(v.optional(day), undefined),
  doctor: v.fallback(v.optional(id), undefined),
  // The router reads `appointmentDraft=1` as the number 1.
  appointmentDraft: v.fallback(v.optional(v.union([v.literal(1), v.literal('1')])), undefined),
  newPatientId: v.fallback(v.optional(id), undefined),
});

export type CalendarSearch = v.InferOutput<typeof calendarSearchSchema>;

export function parseCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  return v.parse(calendarSearchSchema, search);
}
