/**
 * The upgrade rehearsal (issue 12): a build made with CABINET_SCHEMA_REHEARSAL=1 carries every
 * local schema one version further than the source says — each RxDB collection with a migration
 * that keeps its documents as they are, each of the sync's Dexie stores with a version that keeps
 * its tables. The upgrade e2e test installs build N, leaves unsent changes and a queued file on
 * the tablet, deploys this build as N+1 and watches RxDB and Dexie migrate them for real before
 * they are sent. Every other build leaves the constant unset: no step, nothing changes.
 */
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';

// Set by Vite's `define` (vite.config.ts) in builds only; absent in Node.
declare const __CABINET_SCHEMA_REHEARSAL__: string | undefined;

/** How many versions this build adds to every local schema: 1 in the rehearsal build, else 0. */
export const REHEARSAL_STEPS =
  typeof __CABINET_SCHEMA_REHEARSAL__ === 'string' && __CABINET_SCHEMA_REHEARSAL__ === '1' ? 1 : 0;

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
