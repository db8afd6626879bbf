/**
 * Starts one fresh local stack (empty database, demo seed) serving the app's build (dist/) for the
 * e2e run.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { startStack } from '#supabase/local/stack.ts';
import { e2eStackConfig } from './e2e-stack-config.ts';
import { SYNCED_DEVICES_DIR } from './synced-device.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const config = e2eStackConfig();
  if (!config.appDir || !existsSync(config.appDir)) {
    throw new Error('dist/ is missing: run the end-to-end tests with `npm run test:e2e` (it builds first)');
  }
  await rm(config.dataDir, { recursive: true, force: true });
  // Devices saved by an earlier run belong to that run's database (devices.setup.ts saves them anew).
  await rm(SYNCED_DEVICES_DIR, { recursive: true, force: true });
  const running = await startStack(config, {
    log: (line) => {
      if (process.env.CABINET_STACK_LOG) console.error(line);
    },
  });
  return () => running.stop();
}
