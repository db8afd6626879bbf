import { map, type Observable } from 'rxjs';
import type { ClinicDoc } from '../collections/clinics-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { byName } from './by-name.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

export function clinicById$(db: ClinicDatabase, id: string): Observable<ClinicDoc | null> {
  return plainDoc$(db.clinics.findOne(id));
}

/** The clinics this device holds, by name (a super_admin's clinics list). */
export function clinics$(db: ClinicDatabase): Observable<ClinicDoc[]> {
  return plainDocs$(db.clinics.find()).pipe(map((clinics) => clinics.sort(byName((clinic) => clinic.name))));
}
