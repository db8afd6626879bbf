/**
 * What the database tells a function about one appointment it writes to a patient about (the
 * confirmation emails' outbox and the reminders' queue join the same rows), and the appointment's
 * day and time on the clinic's clock in Romanian and English.
 */
export const TIME_ZONE = 'Europe/Bucharest';

export interface AppointmentFacts {
  appointment_id: string;
  appointment_date: string;
  duration_minutes: number;
  doctor: { name: string | null } | null;
  service: { name: string | null } | null;
  clinic: {
    name: string | null;
    city: string | null;
    address: string | null;
    phone: string | null;
    /** The Reply-To; absent from the emails' outbox before migration 20261203000100. */
    email?: string | null;
  } | null;
}

export interface ClinicClock {
  day: { ro: string; en: string };
  /** '10:00', or '' for a date that cannot be read. */
  time: string;
}

/** The appointment's day (with its year when asked) and time in Bucharest; an unreadable date as it is. */
export function onClinicClock(iso: string, { withYear }: { withYear: boolean }): ClinicClock {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: { ro: iso, en: iso }, time: '' };
  const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(date);
  const day: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  };
  return {
    day: { ro: format('ro-RO', day), en: format('en-GB', day) },
    time: format('ro-RO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}
