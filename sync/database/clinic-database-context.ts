/**
 * Who and which clinic a database belongs to. openClinicDatabase stores both in the database's
 * options, so commands can stamp clinic_id without every caller passing it again.
 */
import type { ClinicDatabase } from '../collections/collection-registry.ts';

export interface ClinicDatabaseContext {
  userId: string;
  clinicId: string;
}

function isContext(value: unknown): value is ClinicDatabaseContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    'userId' in value &&
    typeof value.userId === 'string' &&
    'clinicId' in value &&
    typeof value.clinicId === 'string'
  );
}

/** The user and clinic a database was opened for (throws for a database not opened by openClinicDatabase). */
export function clinicDatabaseContext(db: ClinicDatabase): ClinicDatabaseContext {
  const options: unknown = db.options;
  if (!isContext(options)) throw new Error(`Database ${db.name} was not opened by openClinicDatabase`);
  return { userId: options.userId, clinicId: options.clinicId };
}
