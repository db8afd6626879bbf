/**
 * The backend tests' stack: the same code as `npm start`, on its own ports and data folder
 * so it never collides with a running demo stack, and without the app server.
 */
import { loadConfig, type StackConfig } from '../../supabase/local/config.ts';

export const TEST_ENV: NodeJS.ProcessEnv = {
  CABINET_DATA_DIR: '.data/test-stack',
  CABINET_API_PORT: '55421',
  CABINET_DB_PORT: '55422',
  CABINET_MAIL_PORT: '55424',
  CABINET_SMTP_PORT: '55425',
  CABINET_APP_PORT: '55473',
  CABINET_APP_DIR: '',
  SITE_URL: 'http://localhost:55473',
};

export function testStackConfig(): StackConfig {
  return loadConfig(TEST_ENV);
}
