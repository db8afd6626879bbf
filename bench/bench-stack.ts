/**
 * The benchmark's own stack: the same code as `npm start`, on ports 29421… and in
 * .data/bench-stack, so a bench never touches a demo stack (54xxx), the test stacks (25xxx,
 * 26xxx) or the e2e stack (27xxx). Below 32768: Linux hands out ports above it to outgoing
 * connections, which could take a fixed port first. CABINET_BENCH_PORT_BASE moves the whole set.
 */
import { loadConfig, type StackConfig } from '#supabase/local/config.ts';

const base = Number.parseInt(process.env.CABINET_BENCH_PORT_BASE ?? '29400', 10);
const port = (offset: number) => String(base + offset);

export const BENCH_APP_URL = `http://127.0.0.1:${port(73)}`;
/** The bench page (bench/page, built to .bench/page) on its own origin. */
export const BENCH_PAGE_PORT = base + 74;
export const BENCH_PAGE_URL = `http://127.0.0.1:${BENCH_PAGE_PORT}`;
/** The app's one build; the stack's server tells it this stack's API (/app-config.js). */
export const BENCH_APP_DIR = 'dist';
export const BENCH_PAGE_DIR = '.bench/page';

export const BENCH_ENV: NodeJS.ProcessEnv = {
  CABINET_DATA_DIR: base === 29400 ? '.data/bench-stack' : `.data/bench-stack-${base}`,
  CABINET_API_PORT: port(21),
  CABINET_DB_PORT: port(22),
  CABINET_MAIL_PORT: port(24),
  CABINET_SMTP_PORT: port(25),
  CABINET_APP_PORT: port(73),
  CABINET_APP_DIR: BENCH_APP_DIR,
  SITE_URL: BENCH_APP_URL,
  // The bench pushes hundreds of bookings a minute to measure the sync, not the mail.
  CABINET_EMAIL_CLINIC_CEILING: '100000',
  CABINET_REMINDERS: '0',
};

export function benchStackConfig(): StackConfig {
  return loadConfig(BENCH_ENV);
}
