/**
 * The test stack: the same code as `npm start`, on its own ports and data folder so it never
 * collides with a running demo stack, and without the app server. CABINET_TEST_PORT_BASE moves
 * the whole set (ports base+21, +22, +24, +25, +73; folder .data/test-stack-<base>) so two
 * checkouts can run their suites side by side. Below 32768, where Linux never hands out ports to
 * outgoing connections (a fixed port above it can be taken by one: EADDRINUSE).
 */
import { loadConfig, type StackConfig } from '#supabase/local/config.ts';

const base = Number.parseInt(process.env.CABINET_TEST_PORT_BASE ?? '25400', 10);
const port = (offset: number) => String(base + offset);

export const TEST_ENV: NodeJS.ProcessEnv = {
  CABINET_DATA_DIR: base === 25400 ? '.data/test-stack' : `.data/test-stack-${base}`,
  CABINET_API_PORT: port(21),
  CABINET_DB_PORT: port(22),
  CABINET_MAIL_PORT: port(24),
  CABINET_SMTP_PORT: port(25),
  CABINET_APP_PORT: port(73),
  CABINET_APP_DIR: '',
  SITE_URL: `http://localhost:${port(73)}`,
  // The suites book thousands a minute on purpose (the fuzz, the faults); the ceiling's own test
  // gives its clinic the product's kind of ceiling.
  CABINET_EMAIL_CLINIC_CEILING: '100000',
  CABINET_REMINDERS: '0',
  // Thrown away after the run: no waiting for the disk on each commit.
  CABINET_DB_DURABLE: '0',
};

export function testStackConfig(): StackConfig {
  return loadConfig(TEST_ENV);
}
