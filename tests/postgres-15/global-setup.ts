/**
 * The other PostgreSQL hosted Supabase runs (issue 37, point 13): Debian's stock 15, with the
 * stack's migrations and demo seed applied to it and the stack's API in front, on ports of its
 * own (the test port base + 41 to + 45) so it runs beside nothing and collides with nothing.
 */
import { startStack } from '#supabase/local/stack.ts';
import { startDebianPostgres } from '../support/debian-postgres.ts';
import { POSTGRES_15_DATA_DIR, POSTGRES_15_PORT, postgres15StackConfig } from './postgres-15-config.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startDebianPostgres({
    major: 15,
    port: POSTGRES_15_PORT,
    dataDir: POSTGRES_15_DATA_DIR,
  });
  try {
    const running = await startStack(postgres15StackConfig(server.url), {
      log: (line) => {
        if (process.env.CABINET_STACK_LOG) console.error(line);
      },
    });
    return async () => {
      await running.stop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
