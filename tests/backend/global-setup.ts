/** Starts one fresh local stack (empty database, demo seed) for the backend test files. */
import { rm } from 'node:fs/promises';
import { startStack } from '#supabase/local/stack.ts';
import { testStackConfig } from './test-stack-config.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const config = testStackConfig();
  await rm(config.dataDir, { recursive: true, force: true });
  const running = await startStack(config, {
    log: (line) => {
      if (process.env.CABINET_STACK_LOG) console.error(line);
    },
  });
  return () => running.stop();
}
