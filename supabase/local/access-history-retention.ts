/**
 * The local stack's stand-in for the hosted project's pg_cron job that removes access events past
 * their clinic's period (migration 20261205000100): once when the stack starts, then daily.
 */
import type { Stack } from './api-server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the job; answers its stop, which waits for a run under way. */
export function startAccessHistoryRetention(stack: Pick<Stack, 'adminPool' | 'log'>): () => Promise<void> {
  const run = async () => {
    try {
      const { rows } = await stack.adminPool.query<{ removed: number }>(
        'select private.remove_expired_access_events() as removed',
      );
      const removed = rows[0]?.removed ?? 0;
      if (removed > 0) stack.log(`[access history] removed ${removed} events past their clinic's period`);
    } catch (error) {
      stack.log(
        `[access history] the retention job failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = run();
  }, DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
