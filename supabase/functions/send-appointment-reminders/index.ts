/**
 * send-appointment-reminders (issue 41): drains the reminder queue. queue_appointment_reminders
 * (the job: pg_cron on a hosted project, a timer in the local stack) queues the next day's
 * appointments; this function claims them (claim_appointment_reminders: SKIP LOCKED, skipping
 * those whose appointment no longer stands), sends each by email or through the SMS provider
 * (_shared/sms.ts) and records how it went (complete_appointment_reminder; a failure is retried up
 * to five times). Deployed as an edge function and run in-process by the local stack.
 */
import { readFunctionSettings } from '../_shared/function-settings.ts';
import { sendMail } from '../_shared/mailer.ts';
import { answerJob } from '../_shared/responses.ts';
import { serviceRpc as rpc } from '../_shared/service-api.ts';
import { type SmsProvider, smsProviderFromEnv } from '../_shared/sms.ts';
import { type ClaimedReminder, reminderEmail, reminderSkipReason, reminderSms } from './reminder-message.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

type Settings = Exclude<ReturnType<typeof readFunctionSettings>, string>;
type Outcome = 'sent' | 'skipped' | 'failed';

const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

async function deliver(
  settings: Settings,
  sms: SmsProvider | null | string,
  reminder: ClaimedReminder,
): Promise<{ outcome: Outcome; error?: string }> {
  const reason = reminderSkipReason(reminder);
  if (reason) return { outcome: 'skipped', error: reason };
  try {
    if (reminder.channel === 'email') {
      const message = reminderEmail(reminder);
      await sendMail(settings.smtp, {
        to: (reminder.patient?.email ?? '').trim(),
        senderName: reminder.clinic?.name,
        replyTo: reminder.clinic?.email,
        ...message,
      });
      return { outcome: 'sent' };
    }
    if (sms === null) return { outcome: 'skipped', error: 'no SMS gateway is configured' };
    if (typeof sms === 'string') return { outcome: 'failed', error: sms };
    await sms.send({
      to: (reminder.patient?.phone ?? '').trim(),
      text: reminderSms(reminder),
      from: reminder.clinic?.name ?? undefined,
    });
    return { outcome: 'sent' };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends what the queue holds, batch by batch, and says what became of each reminder. */
async function drainReminders(settings: Settings) {
  const sms = smsProviderFromEnv((name) => Deno.env.get(name) || undefined);
  const summary = { processed: 0, sent: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await rpc(settings, 'claim_appointment_reminders', { p_limit: BATCH_SIZE });
    const reminders = Array.isArray(claimed) ? (claimed as ClaimedReminder[]) : [];
    for (const reminder of reminders) {
      const { outcome, error } = await deliver(settings, sms, reminder);
      await rpc(settings, 'complete_appointment_reminder', {
        p_id: reminder.reminder_id,
        p_outcome: outcome,
        p_error: error ?? null,
      });
      summary.processed++;
      summary[outcome]++;
    }
    if (reminders.length < BATCH_SIZE) break;
  }
  return summary;
}

export function handler(request: Request): Promise<Response> {
  return answerJob(request, readFunctionSettings, drainReminders);
}

Deno.serve(handler);
