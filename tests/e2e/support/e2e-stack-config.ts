/**
 * The end-to-end stack: the same code as `npm start` on its own ports and data folder, serving
 * the app's one build (dist/), which learns this stack's API from /app-config.js.
 */
import { loadConfig, type StackConfig } from '#supabase/local/config.ts';

export const API_URL = 'http://127.0.0.1:27421';
export const APP_URL = 'http://127.0.0.1:27473';
export const MAIL_URL = 'http://127.0.0.1:27424';

export const E2E_ENV: NodeJS.ProcessEnv = {
  CABINET_DATA_DIR: '.data/e2e-stack',
  CABINET_API_PORT: '27421',
  CABINET_DB_PORT: '27422',
  CABINET_MAIL_PORT: '27424',
  CABINET_SMTP_PORT: '27425',
  CABINET_APP_PORT: '27473',
  CABINET_APP_DIR: 'dist',
  SITE_URL: APP_URL,
  // Parallel journeys book in the demo clinics faster than a desk would.
  CABINET_EMAIL_CLINIC_CEILING: '100000',
  CABINET_REMINDERS: '0',
  // Thrown away after the run: no waiting for the disk on each commit.
  CABINET_DB_DURABLE: '0',
};

export function e2eStackConfig(): StackConfig {
  return loadConfig(E2E_ENV);
}
