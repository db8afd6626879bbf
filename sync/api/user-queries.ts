import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { UserDoc } from '../collections/users-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import { byName } from './by-name.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

export interface ClinicUsersOptions {
  /** Only users with role doctor (the calendar's doctor list, the patient list's doctor filter). */
  doctorsOnly?: boolean;
  /** Every user this device holds, not just the database's clinic (a super_admin sees all doctors). */
  allClinics?: boolean;
}

/** The users of the database's clinic, by name. */
export function clinicUsers$(db: ClinicDatabase, options: ClinicUsersOptions = {}): Observable<UserDoc[]> {
  const { clinicId } = clinicDatabaseContext(db);
  return plainDocs$(db.users.find()).pipe(
    map((users) =>
      users
        .filter((user) => options.allClinics || user.clinic_id === clinicId)
        .filter((user) => !options.doctorsOnly || user.role === 'doctor')
        .sort(byName((user) => user.name)),
    ),
  );
}

/** The doctors of the database's clinic, by name. */
export function doctors$(db: ClinicDatabase): Observable<UserDoc[]> {
  return clinicUsers$(db, { doctorsOnly: true });
}

export function userById$(db: ClinicDatabase, id: string): Observable<UserDoc | null> {
  return plainDoc$(db.users.findOne(id));
}
