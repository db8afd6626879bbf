/**
 * send-appointment-email: drains the appointment email outbox. A trigger queues one
 * email_outbox row per appointment create or content update (and NOTIFYs); this function
 * claims pending rows through claim_appointment_emails (atomic in SQL, so concurrent
 * invocations never take the same row), emails each patient (Romanian, with an English line)
 * and records sent / skipped / failed through complete_appointment_email.
 *
 * The same file deploys as a Supabase Edge Function (Deno.serve, Deno.env, fetch, no npm:
 * imports) and runs in-process in the local stack behind a Deno shim (supabase/local/functions).
 * The body {appointmentId?, isUpdate?} that the app sends is accepted but not needed: the
 * outbox already says what to send, so a device that booked offline need not be online.
 */
import { sendSmtpMail } from '../_shared/smtp.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

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
  clinic: { name: string | null; city: string | null; address: string | null; phone: string | null } | null;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

interface Settings {
  supabaseUrl: string;
  serviceKey: string;
  smtp: {
    host: string;
    port: number;
    secure: boolean;
    user: string | undefined;
    pass: string | undefined;
    from: string;
  };
}

type Outcome = 'sent' | 'skipped' | 'failed';

const TIME_ZONE = 'Europe/Bucharest';
/** Rows claimed per round trip, and a bound on one invocation's work (the worker calls again). */
const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

function readSettings(): Settings | string {
  const env = (name: string) => {
    const value = Deno.env.get(name);
    return value === undefined || value === '' ? undefined : value;
  };
  const supabaseUrl = env('SUPABASE_URL');
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const host = env('SMTP_HOST');
  const from = env('SMTP_FROM');
  if (!supabaseUrl || !serviceKey) return 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set';
  if (!host || !from) return 'SMTP_HOST and SMTP_FROM must be set';
  const secure = env('SMTP_SECURE') === 'true';
  const port = Number.parseInt(env('SMTP_PORT') ?? '', 10);
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    serviceKey,
    smtp: {
      host,
      port: Number.isFinite(port) ? port : secure ? 465 : 587,
      secure,
      user: env('SMTP_USER'),
      pass: env('SMTP_PASS'),
      from,
    },
  };
}

async function rpc(settings: Settings, name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: settings.serviceKey,
      Authorization: `Bearer ${settings.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : JSON.parse(text);
}

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

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
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

async function deliver(
  settings: Settings,
  email: OutboxEmail,
): Promise<{ outcome: Outcome; error?: string }> {
  const reason = skipReason(email);
  if (reason) return { outcome: 'skipped', error: reason };
  const message = composeEmail(email);
  try {
    await sendSmtpMail(settings.smtp, {
      from: settings.smtp.from,
      to: (email.patient?.email ?? '').trim(),
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return { outcome: 'sent' };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

export interface DrainSummary {
  processed: number;
  sent: number;
  skipped: number;
  failed: number;
}

async function drainOutbox(settings: Settings): Promise<DrainSummary> {
  const summary: DrainSummary = { processed: 0, sent: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await rpc(settings, 'claim_appointment_emails', { p_limit: BATCH_SIZE });
    const emails = Array.isArray(claimed) ? (claimed as OutboxEmail[]) : [];
    for (const email of emails) {
      const { outcome, error } = await deliver(settings, email);
      await rpc(settings, 'complete_appointment_email', {
        p_outbox_id: email.outbox_id,
        p_status: outcome,
        p_error: error ?? null,
      });
      summary.processed++;
      summary[outcome]++;
    }
    if (emails.length < BATCH_SIZE) break;
  }
  return summary;
}

export async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
  // The body is optional and only kept for the app's call shape; a bad one is not an error.
  await request.text().catch(() => '');
  const settings = readSettings();
  if (typeof settings === 'string') return json(500, { error: settings });
  try {
    return json(200, await drainOutbox(settings));
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
}

Deno.serve(handler);
