import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { SpecializationDoc } from '../collections/specializations-collection.ts';
import { byName } from './by-name.ts';
import { plainDocs$ } from './plain-results.ts';

/** The specializations ordered by their Romanian name (read-only: no commands). */
export function specializations$(db: ClinicDatabase): Observable<SpecializationDoc[]> {
  return plainDocs$(db.specializations.find()).pipe(map((rows) => rows.sort(byName((row) => row.name_ro))));
}
