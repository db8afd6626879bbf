/**
 * How the calendar names a day and an appointment's time: the weekday in the interface language,
 * dd.MM (both formatted in lib/date-locale.ts), and the Bucharest start–end of a block (what the
 * clinic's clock shows, whatever the device's own zone).
 */

import { MINUTE_MS, toEpoch, wallTimeOf } from '#core/bucharest-time.ts';
import type { Locale } from '#i18n/locale.ts';
import { formatDayMonth, weekdayName } from '#lib/date-locale.ts';

/** 'luni 08.03' / 'Monday 08.03': how announcements and messages name a day of the week shown. */
export function dayLabel(day: string, locale: Locale): string {
  return `${weekdayName(day, locale)} ${formatDayMonth(day)}`.trim();
}

export interface TimeRange {
  start: string;
  end: string;
}

/** The Bucharest start and end (HH:mm) of an appointment, or undefined when it cannot be read. */
export function appointmentTimeRange(appointment: {
  appointment_date: string;
  duration_minutes: number;
}): TimeRange | undefined {
  const start = toEpoch(appointment.appointment_date);
  const duration = appointment.duration_minutes;
  if (start === undefined || !Number.isFinite(duration) || duration <= 0) return undefined;
  const from = wallTimeOf(start);
  const to = wallTimeOf(start + duration * MINUTE_MS);
  return from && to ? { start: from.time, end: to.time } : undefined;
}
