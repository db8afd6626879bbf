/**
 * Conflict records hold whole rows (this device's version and the server's), so with a sealer
 * both are stored as one sealed value, like a row's sensitive fields (issue 40). What the store
 * filters and orders by (collection, row id, kind, times) stays in clear. A record of an earlier
 * build, or of a device without a PIN, has no `sealed` and reads as it is.
 */
import type { FieldSealer } from '../encryption/field-sealer.ts';
import type { ConflictRecord, StoredConflictRecord } from './sync-meta-store.ts';

export interface ConflictSealing {
  toStored(record: ConflictRecord): Promise<StoredConflictRecord>;
  fromStored(stored: StoredConflictRecord): Promise<ConflictRecord>;
}

const label = (id: string) => `conflicts/${id}`;

export function conflictSealing(sealer: FieldSealer | undefined): ConflictSealing {
  return {
    async toStored(record) {
      if (!sealer) return record;
      const sealed = await sealer.seal(label(record.id), { local: record.local, server: record.server });
      return { ...record, local: {}, server: null, sealed };
    },
    async fromStored(stored) {
      if (stored.sealed === undefined || !sealer) return stored;
      const { sealed, ...record } = stored;
      const opened = await sealer.open(label(stored.id), sealed);
      return {
        ...record,
        local: opened.local as ConflictRecord['local'],
        server: (opened.server ?? null) as ConflictRecord['server'],
      };
    },
  };
}
