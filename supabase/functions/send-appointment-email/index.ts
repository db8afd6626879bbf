/**
 * send-appointment-email: drains the appointment email outbox. A trigger queues one
 * email_outbox row per appointment create or content update (and NOTIFYs); this function
 * claims pending rows through claim_appointment_emails (atomic in SQL, so concurrent
 * invocations never take the same row), emails each patient (Romanian, with an English line)
 * and records sent / skipped / failed through complete_appointment_email.
 *
 * The same file deploys as a Supabase Edge Function (Deno.serve, Deno.env, fetch; nodemailer
 * through the bare import that this folder's deno.json maps to npm:) and runs in-process in the
 * local stack behind a Deno shim (supabase/local/functions), nodemailer then from node_modules.
 * Each email comes from the clinic's name (at the SMTP_FROM address), answers go to its email.
 * The body {appointmentId?, isUpdate?} that the app sends is accepted but not needed: the
 * outbox already says what to send, so a device that booked offline need not be online.
 */
import { type FunctionSettings, readFunctionSettings } from '../_shared/function-settings.ts';
import { sendMail } from '../_shared/mailer.ts';
import { answerJob } from '../_shared/responses.ts';
import { serviceRpc as rpc } from '../_shared/service-api.ts';
import { composeEmail, type OutboxEmail, skipReason } from './appointment-email.ts';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

type Settings = FunctionSettings;

type Outcome = 'sent' | 'skipped' | 'failed';

/** Rows claimed per round trip, and a bound on one invocation's work (the worker calls again). */
const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

async function deliver(
  settings: Settings,
  email: OutboxEmail,
): Promise<{ outcome: Outcome; error?: string }> {
  const reason = skipReason(email);
  if (reason) return { outcome: 'skipped', error: reason };
  const message = composeEmail(email);
  try {
    await sendMail(settings.smtp, {
      to: (email.patient?.email ?? '').trim(),
      // Both absent from a database before migration 20261203000100 (email) or a deleted clinic.
      senderName: email.clinic?.name,
      replyTo: email.clinic?.email,
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

export function handler(request: Request): Promise<Response> {
  return answerJob(request, readFunctionSettings, drainOutbox);
}

Deno.serve(handler);
