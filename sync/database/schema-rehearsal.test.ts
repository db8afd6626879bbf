import { describe, expect, it } from 'vitest';
import { COLLECTION_MIGRATION_STRATEGIES, COLLECTION_SCHEMAS } from '../collections/collection-registry.ts';
import { rehearsalSteps, rehearsedSchema, rehearsedStrategies } from './schema-rehearsal.ts';

describe('the upgrade rehearsal', () => {
  it('changes nothing outside the rehearsal', () => {
    expect(rehearsalSteps()).toBe(0);
    expect(rehearsedSchema(COLLECTION_SCHEMAS.patients, 0)).toBe(COLLECTION_SCHEMAS.patients);
  });

  it('carries a schema one version further with a strategy that keeps each document', async () => {
    const schema = rehearsedSchema(COLLECTION_SCHEMAS.patients, 1);
    expect(schema.version).toBe(COLLECTION_SCHEMAS.patients.version + 1);
    const strategies = rehearsedStrategies(
      COLLECTION_SCHEMAS.patients.version,
      COLLECTION_MIGRATION_STRATEGIES.patients,
      1,
    );
    const doc = { id: 'p1', first_name: 'Ana', _attachments: {} };
    const migrate = strategies[schema.version];
    expect(migrate).toBeDefined();
    expect(await migrate?.(doc, undefined as never)).toEqual(doc);
  });
});
