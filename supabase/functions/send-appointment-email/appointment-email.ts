/**
 * The appointment email itself: what a patient receives for one outbox row (Romanian, with an
 * English line; date and time in Europe/Bucharest), and when none is sent. Pure, so the edge
 * function and the tests share it; no Deno or Node API.
 */
import { escapeHtml } from '../_shared/escape-html.ts';

/** One claimed outbox row, as claim_appointment_emails returns it. */
export interface OutboxEmail {
  outbox_id: number;
  kind: 'created' | 'updated';
  appointment_id: string;
  appointment_date: string;
  duration_minutes: number;
  status: string;
  patient: { name: string | null; email: string | null; email_notifications: boolean | null } | null;
  doctor: { name: string | null } | null;
  service: { name: string | null } | null;
  clinic: {
    name: string | null;
    city: string | null;
    address: string | null;
    phone: string | null;
    /** The Reply-To; absent before migration 20261203000100. */
    email?: string | null;
  } | null;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

export const TIME_ZONE = 'Europe/Bucharest';

function formatParts(date: Date) {
  const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(date);
  const day: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return {
    dayRo: format('ro-RO', day),
    dayEn: format('en-GB', day),
    time: format('ro-RO', time),
  };
}

/** The email for one outbox row: subject, plain text and HTML with the same content. */
export function composeEmail(email: OutboxEmail): EmailMessage {
  const cancelled = email.status === 'cancelled';
  const clinicName = email.clinic?.name ?? 'Cabinet';
  const when = new Date(email.appointment_date);
  const valid = !Number.isNaN(when.getTime());
  const parts = valid
    ? formatParts(when)
    : { dayRo: email.appointment_date, dayEn: email.appointment_date, time: '' };
  const state = cancelled
    ? { subject: 'Programare anulată', ro: 'a fost anulată', en: 'has been cancelled' }
    : email.kind === 'updated'
      ? { subject: 'Programare actualizată', ro: 'a fost actualizată', en: 'has been updated' }
      : { subject: 'Programare confirmată', ro: 'a fost confirmată', en: 'is confirmed' };
  const doctor = email.doctor?.name ?? '-';
  const service = email.service?.name ?? '-';
  const place = [email.clinic?.address, email.clinic?.city]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const greeting = email.patient?.name ? `Bună ziua, ${email.patient.name},` : 'Bună ziua,';
  const details: Array<[string, string]> = [
    ['Data', parts.dayRo],
    ['Ora', parts.time ? `${parts.time} (ora României)` : '-'],
    ['Durata', `${email.duration_minutes} min`],
    ['Medic', doctor],
    ['Serviciu', service],
    ['Clinica', place ? `${clinicName}, ${place}` : clinicName],
  ];
  if (email.clinic?.phone) details.push(['Telefon', email.clinic.phone]);
  const closing = cancelled
    ? 'Dacă doriți o nouă programare, vă rugăm să ne contactați.'
    : 'Dacă nu puteți ajunge, vă rugăm să ne anunțați din timp.';
  const english = `English: your appointment at ${clinicName} on ${parts.dayEn}${
    parts.time ? ` at ${parts.time} (Romania time)` : ''
  } with ${doctor} (${service}) ${state.en}.`;
  const intro = `Programarea dumneavoastră la ${clinicName} ${state.ro}.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    closing,
    '',
    english,
    '',
    `Cu stimă,\n${clinicName}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="ro"><body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(intro)}</strong></p>`,
    '<table cellpadding="4" style="border-collapse: collapse;">',
    ...details.map(
      ([label, value]) =>
        `<tr><td style="color: #52606d;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p style="color: #52606d;" lang="en">${escapeHtml(english)}</p>`,
    `<p>Cu stimă,<br>${escapeHtml(clinicName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${state.subject} - ${clinicName}`, text, html };
}

/** Why an outbox row sends no email, if it does not. */
export function skipReason(email: OutboxEmail): string | undefined {
  const address = email.patient?.email?.trim();
  if (!address) return 'patient has no email address';
  if (email.patient?.email_notifications === false) return 'patient turned email notifications off';
  // One address, no header-breaking characters.
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address)) return 'patient email address is not valid';
  // A booking kept as a conflict was never booked: confirming it would mislead the patient.
  if (email.status === 'conflict') return 'appointment is a booking conflict, not booked';
  return undefined;
}
