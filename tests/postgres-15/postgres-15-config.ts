/** Where the PostgreSQL 15 stack lives: the test stack's settings, moved to ports of its own. */
import { loadConfig, type StackConfig } from '#supabase/local/config.ts';
import { TEST_ENV } from '../backend/test-stack-config.ts';

const base = Number.parseInt(process.env.CABINET_TEST_PORT_BASE ?? '25400', 10);
export const POSTGRES_15_PORT = base + 42;
export const POSTGRES_15_DATA_DIR = `.data/postgres-15-${base}`;

export function postgres15StackConfig(databaseUrl: string): StackConfig {
  return loadConfig({
    ...TEST_ENV,
    CABINET_DATA_DIR: `${POSTGRES_15_DATA_DIR}-stack`,
    CABINET_API_PORT: String(base + 41),
    CABINET_MAIL_PORT: String(base + 44),
    CABINET_SMTP_PORT: String(base + 45),
    DATABASE_URL: databaseUrl,
  });
}

/** The stack's API address, as the global setup started it (the database URL does not change it). */
export const postgres15Config = postgres15StackConfig('postgres://unused');
