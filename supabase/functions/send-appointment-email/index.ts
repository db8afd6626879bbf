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
import { composeEmail, type OutboxEmail, skipReason } from './appointment-email.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

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
