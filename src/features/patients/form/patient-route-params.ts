/** The patient id in /patients/{id}: a device-generated UUID, so anything else is a page that does not exist. */
import * as v from 'valibot';

const patientIdRules = v.pipe(v.string(), v.uuid());

export function isPatientId(value: unknown): value is string {
  return v.is(patientIdRules, value);
}
