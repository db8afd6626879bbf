import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MIGRATION_STRATEGIES,
  COLLECTION_SCHEMAS,
  SYNCED_COLLECTIONS,
} from './collection-registry.ts';

describe('collection registry', () => {
  it('lists the 11 server tables in pull order, under the 13-collection limit', () => {
    expect(SYNCED_COLLECTIONS).toEqual([
      'specializations',
      'clinics',
      'users',
      'services',
      'doctor_services',
      'patients',
      'appointments',
      'medical_records',
      'medical_documents',
      'tasks',
      'partners',
    ]);
    expect(SYNCED_COLLECTIONS.length).toBeLessThanOrEqual(13);
    expect(Object.keys(COLLECTION_SCHEMAS).sort()).toEqual([...SYNCED_COLLECTIONS].sort());
  });

  it.each(SYNCED_COLLECTIONS)('%s ships one migration strategy per schema version step', (name) => {
    const version = COLLECTION_SCHEMAS[name].version;
    const steps = Object.keys(COLLECTION_MIGRATION_STRATEGIES[name])
      .map(Number)
      .sort((a, b) => a - b);
    expect(steps).toEqual(Array.from({ length: version }, (_, i) => i + 1));
  });

  it.each(SYNCED_COLLECTIONS)(
    '%s keys on id and mirrors the server columns, not its sync bookkeeping',
    (name) => {
      const schema = COLLECTION_SCHEMAS[name];
      const columns = Object.keys(schema.properties);
      expect(schema.primaryKey).toBe('id');
      expect(columns).toEqual(expect.arrayContaining(['id', 'created_at', 'updated_at', 'field_updated_at']));
      for (const hidden of ['deleted', 'sync_txid', 'sync_seq']) expect(columns).not.toContain(hidden);
      expect([...schema.required].sort()).toEqual([...columns].sort());
      expect(columns.includes('clinic_id')).toBe(name !== 'specializations');
    },
  );
});
