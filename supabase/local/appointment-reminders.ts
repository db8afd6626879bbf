/**
 * The local stack's stand-in for the hosted project's reminders job (migration
 * 20261207000500): every minute it queues the reminders that are due; the queue NOTIFYs
 * `appointment_reminder`, on which an outbox worker (functions-service.ts) asks
 * send-appointment-reminders to send them.
 */
import type { Stack } from './api-server.ts';

const MINUTE_MS = 60 * 1000;

/** Starts the job; answers its stop, which waits for a run under way. */
export function startAppointmentReminders(stack: Pick<Stack, 'adminPool' | 'log'>): () => Promise<void> {
  const run = async () => {
    try {
      const { rows } = await stack.adminPool.query<{ queued: number }>(
        'select public.queue_appointment_reminders() as queued',
      );
      const queued = rows[0]?.queued ?? 0;
      if (queued > 0) stack.log(`[reminders] queued ${queued} reminders of tomorrow's appointments`);
    } catch (error) {
      stack.log(`[reminders] the job failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = run();
  }, MINUTE_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
