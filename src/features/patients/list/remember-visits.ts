/**
 * What the patient list remembers of the appointments it read (use-patient-list-page.ts): each
 * patient's last read summary, so a row seen earlier shows at once on the next keystroke.
 */
import { NO_VISITS, type PatientVisitSummary } from '#sync/api/patient-visit-summary.ts';

/**
 * `known` with the read of `ids` taken in: a patient absent from `visits` has no appointments
 * (the read answers only for patients with some). The latest read go last, and the oldest go once
 * there are more than `limit`.
 */
export function rememberVisits(
  known: ReadonlyMap<string, PatientVisitSummary>,
  ids: readonly string[],
  visits: ReadonlyMap<string, PatientVisitSummary>,
  limit: number,
): Map<string, PatientVisitSummary> {
  const byPatient = new Map(known);
  for (const id of ids) {
    byPatient.delete(id);
    byPatient.set(id, visits.get(id) ?? NO_VISITS);
  }
  for (const id of byPatient.keys()) {
    if (byPatient.size <= limit) break;
    byPatient.delete(id);
  }
  return byPatient;
}
