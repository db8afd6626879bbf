/**
 * How the calendar names a day and an appointment's time: the weekday in the interface language,
 * dd.MM, and the Bucharest start–end of a block (what the clinic's clock shows, whatever the
 * device's own zone).
 */

import { MINUTE_MS, toEpoch, wallTimeOf } from '#core/bucharest-time.ts';
import { isDay } from '#core/calendar-days.ts';
import type { Locale } from '#i18n/locale.ts';

const INTL_LOCALES: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function weekdayFormatter(locale: Locale, width: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}/${width}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // A day is a day: read at noon UTC and shown in UTC, so no zone moves it.
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: width, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'luni' / 'Monday' ('lun.' / 'Mon' short); '' for a string that is not a day. */
export function weekdayName(day: string, locale: Locale, width: 'short' | 'long' = 'long'): string {
  if (!isDay(day)) return '';
  return weekdayFormatter(locale, width).format(new Date(`${day}T12:00:00Z`));
}

/** '2027-03-08' → '08.03' */
export function dayMonth(day: string): string {
  return isDay(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}` : '';
}

/** 'luni 08.03' / 'Monday 08.03': how announcements and messages name a day of the week shown. */
export function dayLabel(day: string, locale: Locale): string {
  return `${weekdayName(day, locale)} ${dayMonth(day)}`.trim();
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
