/**
 * The reminder itself (issue 41): what a patient receives the day before an appointment, by email
 * (subject, text, HTML) or SMS (one short text), in Romanian with an English line from the
 * functions' catalogs, the date and time on the clinic's clock. Pure, so the function and the tests
 * share it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { type AppointmentFacts, onClinicClock } from '../_shared/appointment-facts.ts';
import { GREETING, GREETING_NO_NAME } from '../_shared/email-greeting.ts';
import { escapeHtml } from '../_shared/escape-html.ts';
import { type ServerLocale, translate } from '../_shared/server-i18n.ts';
/** One claimed reminder, as claim_appointment_reminders returns it. */
export interface ClaimedReminder extends AppointmentFacts {
  reminder_id: number;
  channel: 'email' | 'sms';
  patient: { name: string | null; email: string | null; phone: string | null } | null;
}

// The texts, from the functions' catalogs (server-i18n.ts): Romanian first, then English.
const SUBJECT = /*i18n*/ { id: 'reminder.subject', message: 'Reamintire: programare mâine la {time}' };
const BODY = /*i18n*/ {
  id: 'reminder.body',
  message: 'Vă reamintim programarea de mâine, {day}, la ora {time}, la {clinic}: {service}, cu {doctor}.',
};
const ADDRESS = /*i18n*/ { id: 'reminder.address', message: 'Adresa: {place}' };
const CANCEL_BY_PHONE = /*i18n*/ {
  id: 'reminder.cancel.phone',
  message: 'Dacă nu puteți veni, vă rugăm să ne anunțați la {phone}.',
};
const CANCEL = /*i18n*/ { id: 'reminder.cancel', message: 'Dacă nu puteți veni, vă rugăm să ne anunțați.' };
const SMS = /*i18n*/ { id: 'reminder.sms', message: '{clinic}: vă așteptăm mâine, {day}, la {time}.' };
const SMS_CANCEL = /*i18n*/ { id: 'reminder.sms.cancel', message: 'Anulări: {phone}.' };
const SMS_SHORT = /*i18n*/ { id: 'reminder.sms.short', message: 'Reamintire: programare mâine la {time}.' };

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
  const { day, time } = onClinicClock(reminder.appointment_date, { withYear: false });
  const place = [reminder.clinic?.address, reminder.clinic?.city].filter(Boolean).join(', ');
  const phone = reminder.clinic?.phone ?? '';
  const values = (locale: ServerLocale) => ({
    clinic,
    day: day[locale],
    time,
    service: reminder.service?.name ?? '-',
    doctor: reminder.doctor?.name ?? '-',
    place,
    phone,
    name: reminder.patient?.name ?? '',
  });
  const say = (locale: ServerLocale, descriptor: MessageDescriptor) =>
    translate(locale, descriptor, values(locale));
  const greeting = reminder.patient?.name ? say('ro', GREETING) : say('ro', GREETING_NO_NAME);
  const ro = say('ro', BODY);
  const en = say('en', BODY);
  const cancelRo = say('ro', phone ? CANCEL_BY_PHONE : CANCEL);
  const cancelEn = say('en', phone ? CANCEL_BY_PHONE : CANCEL);
  const address = place ? say('ro', ADDRESS) : '';
  const lines = [greeting, '', ro, address, cancelRo, '', en, cancelEn, '', clinic].filter(
    (line, index, all) => line !== '' || all[index - 1] !== '',
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(ro)}</p>`,
    address ? `<p>${escapeHtml(address)}</p>` : '',
    `<p>${escapeHtml(cancelRo)}</p>`,
    `<p lang="en">${escapeHtml(en)} ${escapeHtml(cancelEn)}</p>`,
    `<p>${escapeHtml(clinic)}</p>`,
  ].join('\n');
  return { subject: `${say('ro', SUBJECT)} · ${say('en', SUBJECT)}`, text: lines.join('\n'), html };
}

/** One SMS: short, plain, no diacritics (one GSM-7 segment where it fits). */
export function reminderSms(reminder: ClaimedReminder): string {
  const { day, time } = onClinicClock(reminder.appointment_date, { withYear: false });
  const clinic = reminder.clinic?.name ?? 'Cabinet';
  const phone = reminder.clinic?.phone ?? '';
  const ro = translate('ro', SMS, { clinic, day: day.ro, time });
  const cancel = phone ? ` ${translate('ro', SMS_CANCEL, { phone })}` : '';
  const text = `${ro}${cancel} / ${translate('en', SMS_SHORT, { time })}`;
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
