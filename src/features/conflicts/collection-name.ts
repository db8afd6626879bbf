/**
 * Whether a conflict's collection is one this version syncs: a newer server may name one it does
 * not know, which the list still shows, named generically.
 */
import { type CollectionName, SYNCED_COLLECTIONS } from '#sync/api/documents.ts';

export function isCollectionName(name: string): name is CollectionName {
  return SYNCED_COLLECTIONS.some((known) => known === name);
}
