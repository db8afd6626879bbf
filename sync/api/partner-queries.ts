import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PartnerDoc } from '../collections/partners-collection.ts';
import { byName } from './by-name.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

/** The clinic's partners by name (the list is unpaged). */
export function partners$(db: ClinicDatabase): Observable<PartnerDoc[]> {
  return plainDocs$(db.partners.find()).pipe(
    map((partners) => partners.sort(byName((partner) => partner.name))),
  );
}

export function partnerById$(db: ClinicDatabase, id: string): Observable<PartnerDoc | null> {
  return plainDoc$(db.partners.findOne(id));
}
