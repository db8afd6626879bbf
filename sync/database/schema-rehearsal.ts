/**
 * The upgrade rehearsal (issue 12): an app whose run-time config (core/app-config.ts) says
 * `schemaRehearsal: 1` carries every local schema one version further than the source says —
 * each RxDB collection with a migration that keeps its documents as they are, each of the sync's
 * Dexie stores with a version that keeps its tables. The upgrade e2e test installs version N,
 * leaves unsent changes and a queued file on the tablet, deploys the rehearsal config as N+1 (a
 * new service worker, since the worker imports the config) and watches RxDB and Dexie migrate
 * them for real before they are sent. Everywhere else the config has no such field: no step.
 */
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import { runtimeAppConfig } from '#core/app-config.ts';

/**
 * How many versions this app adds to every local schema: 1 in the rehearsal, else 0. Read when a
 * store opens, not when the module loads: the service worker imports its config after its modules.
 */
export function rehearsalSteps(): number {
  return runtimeAppConfig().schemaRehearsal === 1 ? 1 : 0;
}

/** The schema `steps` versions further on. */
export function rehearsedSchema<Doc>(schema: RxJsonSchema<Doc>, steps: number): RxJsonSchema<Doc> {
  return steps === 0 ? schema : { ...schema, version: schema.version + steps };
}

/** The collection's strategies, plus one per added version that keeps each document as it is. */
export function rehearsedStrategies(
  version: number,
  strategies: MigrationStrategies,
  steps: number,
): MigrationStrategies {
  const added: MigrationStrategies = {};
  for (let step = 1; step <= steps; step++) added[version + step] = (doc) => doc;
  return { ...strategies, ...added };
}
