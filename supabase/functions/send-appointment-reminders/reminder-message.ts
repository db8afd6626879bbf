/**
 * The reminder itself (issue 41): what a patient receives the day before an appointment, by email
 * (subject, text, HTML) or SMS (one short text), in Romanian with an English line, the date and
 * time on the clinic's clock. Pure, so the function and the tests share it.
 */
import { escapeHtml } from '../_shared/escape-html.ts';
export const TIME_ZONE = 'Europe/Bucharest';

/** One claimed reminder, as claim_appointment_reminders returns it. */
export interface ClaimedReminder {
  reminder_id: number;
  channel: 'email' | 'sms';
  appointment_id: string;
  appointment_date: string;
  duration_minutes: number;
  patient: { name: string | null; email: string | null; phone: string | null } | null;
  doctor: { name: string | null } | null;
  service: { name: string | null } | null;
  clinic: {
    name: string | null;
    city: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
  } | null;
}

function when(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { dayRo: iso, dayEn: iso, time: '' };
  const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(date);
  const day: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
  return {
    dayRo: format('ro-RO', day),
    dayEn: format('en-GB', day),
    time: format('ro-RO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** Why a reminder cannot go on its channel, or null. */
export function reminderSkipReason(reminder: ClaimedReminder): string | null {
  if (reminder.channel === 'email' && !reminder.patient?.email?.trim())
    return 'the patient has no email address';
  if (reminder.channel === 'sms' && !reminder.patient?.phone?.trim())
    return 'the patient has no phone number';
  return null;
}

export function reminderEmail(reminder: ClaimedReminder): { subject: string; text: string; html: string } {
  const clinic = reminder.clinic?.name ?? 'Cabinet';
  const { dayRo, dayEn, time } = when(reminder.appointment_date);
  const doctor = reminder.doctor?.name ?? '-';
  const service = reminder.service?.name ?? '-';
  const place = [reminder.clinic?.address, reminder.clinic?.city].filter(Boolean).join(', ');
  const phone = reminder.clinic?.phone ?? '';
  const greeting = reminder.patient?.name ? `Bună ziua, ${reminder.patient.name},` : 'Bună ziua,';
  const ro = `Vă reamintim programarea de mâine, ${dayRo}, la ora ${time}, la ${clinic}: ${service}, cu ${doctor}.`;
  const en = `A reminder of your appointment tomorrow, ${dayEn}, at ${time}, at ${clinic}: ${service}, with ${doctor}.`;
  const cancelRo = phone
    ? `Dacă nu puteți veni, vă rugăm să ne anunțați la ${phone}.`
    : 'Dacă nu puteți veni, vă rugăm să ne anunțați.';
  const cancelEn = phone
    ? `If you cannot come, please call us on ${phone}.`
    : 'If you cannot come, please let us know.';
  const lines = [
    greeting,
    '',
    ro,
    place ? `Adresa: ${place}` : '',
    cancelRo,
    '',
    en,
    cancelEn,
    '',
    clinic,
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(ro)}</p>`,
    place ? `<p>Adresa: ${escapeHtml(place)}</p>` : '',
    `<p>${escapeHtml(cancelRo)}</p>`,
    `<p lang="en">${escapeHtml(en)} ${escapeHtml(cancelEn)}</p>`,
    `<p>${escapeHtml(clinic)}</p>`,
  ].join('\n');
  return { subject: `Reamintire: programare mâine la ${time} · Reminder`, text: lines.join('\n'), html };
}

/** One SMS: short, plain, no diacritics (one GSM-7 segment where it fits). */
export function reminderSms(reminder: ClaimedReminder): string {
  const { dayRo, time } = when(reminder.appointment_date);
  const clinic = reminder.clinic?.name ?? 'Cabinet';
  const phone = reminder.clinic?.phone ? ` Anulari: ${reminder.clinic.phone}.` : '';
  const text = `${clinic}: va asteptam maine, ${dayRo}, la ${time}.${phone} / Reminder: appointment tomorrow at ${time}.`;
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
