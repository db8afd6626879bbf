/**
 * The appointment email itself: what a patient receives for one outbox row (Romanian, with an
 * English line, from the functions' catalogs; date and time in Europe/Bucharest), and when none is
 * sent. Pure, so the edge
 * function and the tests share it; no Deno or Node API.
 */
import type { MessageDescriptor } from '@lingui/core';
import { type AppointmentFacts, onClinicClock } from '../_shared/appointment-facts.ts';
import { GREETING, GREETING_NO_NAME } from '../_shared/email-greeting.ts';
import { escapeHtml } from '../_shared/escape-html.ts';
import { type ServerLocale, translate } from '../_shared/server-i18n.ts';

/** One claimed outbox row, as claim_appointment_emails returns it. */
export interface OutboxEmail extends AppointmentFacts {
  outbox_id: number;
  kind: 'created' | 'updated';
  status: string;
  patient: { name: string | null; email: string | null; email_notifications: boolean | null } | null;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

type Kind = 'created' | 'updated' | 'cancelled';

// The texts, from the functions' catalogs (server-i18n.ts): Romanian, with an English line.
const SUBJECT: Record<Kind, MessageDescriptor> = {
  created: /*i18n*/ { id: 'appointment-email.subject.created', message: 'Programare confirmată - {clinic}' },
  updated: /*i18n*/ { id: 'appointment-email.subject.updated', message: 'Programare actualizată - {clinic}' },
  cancelled: /*i18n*/ { id: 'appointment-email.subject.cancelled', message: 'Programare anulată - {clinic}' },
};
const INTRO: Record<Kind, MessageDescriptor> = {
  created: /*i18n*/ {
    id: 'appointment-email.intro.created',
    message: 'Programarea dumneavoastră la {clinic} a fost confirmată.',
  },
  updated: /*i18n*/ {
    id: 'appointment-email.intro.updated',
    message: 'Programarea dumneavoastră la {clinic} a fost actualizată.',
  },
  cancelled: /*i18n*/ {
    id: 'appointment-email.intro.cancelled',
    message: 'Programarea dumneavoastră la {clinic} a fost anulată.',
  },
};
const SUMMARY: Record<Kind, MessageDescriptor> = {
  created: /*i18n*/ {
    id: 'appointment-email.summary.created',
    message:
      'Programarea dumneavoastră la {clinic} din {day}, ora {time}, cu {doctor} ({service}) a fost confirmată.',
  },
  updated: /*i18n*/ {
    id: 'appointment-email.summary.updated',
    message:
      'Programarea dumneavoastră la {clinic} din {day}, ora {time}, cu {doctor} ({service}) a fost actualizată.',
  },
  cancelled: /*i18n*/ {
    id: 'appointment-email.summary.cancelled',
    message:
      'Programarea dumneavoastră la {clinic} din {day}, ora {time}, cu {doctor} ({service}) a fost anulată.',
  },
};
const LABEL = {
  date: /*i18n*/ { id: 'appointment-email.label.date', message: 'Data' },
  time: /*i18n*/ { id: 'appointment-email.label.time', message: 'Ora' },
  duration: /*i18n*/ { id: 'appointment-email.label.duration', message: 'Durata' },
  doctor: /*i18n*/ { id: 'appointment-email.label.doctor', message: 'Medic' },
  service: /*i18n*/ { id: 'appointment-email.label.service', message: 'Serviciu' },
  clinic: /*i18n*/ { id: 'appointment-email.label.clinic', message: 'Clinica' },
  phone: /*i18n*/ { id: 'appointment-email.label.phone', message: 'Telefon' },
};
const CLOCK_TIME = /*i18n*/ { id: 'appointment-email.clock-time', message: '{time} (ora României)' };
const MINUTES = /*i18n*/ { id: 'appointment-email.minutes', message: '{minutes} min' };
const CLOSING_BOOKED = /*i18n*/ {
  id: 'appointment-email.closing.booked',
  message: 'Dacă nu puteți ajunge, vă rugăm să ne anunțați din timp.',
};
const CLOSING_CANCELLED = /*i18n*/ {
  id: 'appointment-email.closing.cancelled',
  message: 'Dacă doriți o nouă programare, vă rugăm să ne contactați.',
};
const SIGN_OFF = /*i18n*/ { id: 'email.sign-off', message: 'Cu stimă,' };
const ENGLISH = /*i18n*/ { id: 'email.in-english', message: 'English: {text}' };

/** The email for one outbox row: subject, plain text and HTML with the same content. */
export function composeEmail(email: OutboxEmail): EmailMessage {
  const kind: Kind = email.status === 'cancelled' ? 'cancelled' : email.kind;
  const clinicName = email.clinic?.name ?? 'Cabinet';
  const parts = onClinicClock(email.appointment_date, { withYear: true });
  const doctor = email.doctor?.name ?? '-';
  const service = email.service?.name ?? '-';
  const place = [email.clinic?.address, email.clinic?.city]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const ro = (descriptor: MessageDescriptor, values?: Record<string, string>) =>
    translate('ro', descriptor, values);
  const clock = (locale: ServerLocale) =>
    parts.time ? translate(locale, CLOCK_TIME, { time: parts.time }) : '-';
  const greeting = email.patient?.name ? ro(GREETING, { name: email.patient.name }) : ro(GREETING_NO_NAME);
  const details: Array<[string, string]> = [
    [ro(LABEL.date), parts.day.ro],
    [ro(LABEL.time), clock('ro')],
    [ro(LABEL.duration), ro(MINUTES, { minutes: String(email.duration_minutes) })],
    [ro(LABEL.doctor), doctor],
    [ro(LABEL.service), service],
    [ro(LABEL.clinic), place ? `${clinicName}, ${place}` : clinicName],
  ];
  if (email.clinic?.phone) details.push([ro(LABEL.phone), email.clinic.phone]);
  const closing = ro(kind === 'cancelled' ? CLOSING_CANCELLED : CLOSING_BOOKED);
  const english = translate('en', ENGLISH, {
    text: translate('en', SUMMARY[kind], {
      clinic: clinicName,
      day: parts.day.en,
      time: clock('en'),
      doctor,
      service,
    }),
  });
  const intro = ro(INTRO[kind], { clinic: clinicName });
  const signOff = ro(SIGN_OFF);

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
    `${signOff}\n${clinicName}`,
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
    `<p>${escapeHtml(signOff)}<br>${escapeHtml(clinicName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: ro(SUBJECT[kind], { clinic: clinicName }), text, html };
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
