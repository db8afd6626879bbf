import type { RxCollection } from 'rxdb';
import type { ClinicDatabase, CollectionDocs, CollectionName } from '../collections/collection-registry.ts';

/** The collection, typed by its name (also when the name is only known as a CollectionName). */
export function collectionOf<Name extends CollectionName>(
  db: ClinicDatabase,
  name: Name,
): RxCollection<CollectionDocs[Name]> {
  return db.collections[name];
}
