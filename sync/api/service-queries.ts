import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { ServiceDoc } from '../collections/services-collection.ts';
import { byName } from './by-name.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

export interface ServiceFilter {
  specializationId?: string;
  /** Include services switched off in the configurator (default: active ones only, as the spec lists them). */
  includeInactive?: boolean;
}

/** The clinic's services, by name. */
export function services$(db: ClinicDatabase, filter: ServiceFilter = {}): Observable<ServiceDoc[]> {
  const query = db.services.find(
    filter.specializationId === undefined ? {} : { selector: { specialization_id: filter.specializationId } },
  );
  return plainDocs$(query).pipe(
    map((services) =>
      services
        .filter((service) => filter.includeInactive || service.is_active)
        .sort(byName((service) => service.name)),
    ),
  );
}

/** The active services of one specialization, by name (the appointment popup and the configurator). */
export function servicesBySpecialization$(
  db: ClinicDatabase,
  specializationId: string,
): Observable<ServiceDoc[]> {
  return services$(db, { specializationId });
}

export function serviceById$(db: ClinicDatabase, id: string): Observable<ServiceDoc | null> {
  return plainDoc$(db.services.findOne(id));
}
