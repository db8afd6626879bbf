/**
 * The base of a waiting change is a whole row (the server state the device's edit was made on), so
 * with a sealer it is stored as one sealed value, like a conflict's versions (issue 40). An entry
 * of an earlier build has none; one of a device without a PIN holds it in clear.
 */
import type { FieldSealer } from '../encryption/field-sealer.ts';
import type { PendingChange } from './sync-meta-store.ts';

export interface BaseSealing {
  /** The entry's stored base fields for `base` (none when it is undefined). */
  toStored(key: string, base: Record<string, unknown> | undefined): Promise<Partial<PendingChange>>;
  /** The base an entry holds, or undefined. */
  fromStored(entry: PendingChange): Promise<Record<string, unknown> | undefined>;
}

const label = (key: string) => `pending/${key}`;

export function baseSealing(sealer: FieldSealer | undefined): BaseSealing {
  return {
    async toStored(key, base) {
      if (!base) return {};
      if (!sealer) return { base };
      return { sealedBase: await sealer.seal(label(key), { base }) };
    },
    async fromStored(entry) {
      if (entry.sealedBase !== undefined && sealer) {
        const opened = await sealer.open(label(entry.key), entry.sealedBase);
        const base = opened.base;
        return typeof base === 'object' && base !== null ? (base as Record<string, unknown>) : undefined;
      }
      return entry.base;
    },
  };
}
