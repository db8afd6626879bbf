/**
 * The load test's own stack: the same code as `npm start`, on ports 28421… and in
 * .data/load-stack, apart from the demo (54xxx), test (25xxx, 26xxx), e2e (27xxx) and bench
 * (29xxx) stacks. Below 32768, where Linux takes the ports of outgoing connections.
 * CABINET_LOAD_PORT_BASE moves the whole set.
 */
import { loadConfig, type StackConfig } from '#supabase/local/config.ts';

const base = Number.parseInt(process.env.CABINET_LOAD_PORT_BASE ?? '28400', 10);
const port = (offset: number) => String(base + offset);

export function loadStackConfig(): StackConfig {
  return loadConfig({
    CABINET_DATA_DIR: base === 28400 ? '.data/load-stack' : `.data/load-stack-${base}`,
    CABINET_API_PORT: port(21),
    CABINET_DB_PORT: port(22),
    CABINET_MAIL_PORT: port(24),
    CABINET_SMTP_PORT: port(25),
    CABINET_APP_PORT: port(73),
    SITE_URL: `http://127.0.0.1:${port(73)}`,
    // Hundreds of bookings a minute are the point here, not their confirmation emails.
    CABINET_EMAIL_CLINIC_CEILING: '100000',
    CABINET_REMINDERS: '0',
  });
}
