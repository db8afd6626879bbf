/**
 * Columns the server generates, mirrored on the device so a record reads the same before it has
 * been synced: patients.name (`first_name || ' ' || last_name`) and clinics.clinic_id (= id).
 */

/** patients.name as the server generates it. */
export function patientFullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

/** Sets the generated columns of a row of `collection` in place, from the columns they derive from. */
export function fillDerivedColumns(collection: string, row: Record<string, unknown>): void {
  if (collection === 'patients' && typeof row.first_name === 'string' && typeof row.last_name === 'string') {
    row.name = patientFullName(row.first_name, row.last_name);
  } else if (collection === 'clinics' && typeof row.id === 'string') {
    row.clinic_id = row.id;
  }
}
