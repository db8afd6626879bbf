/**
 * The patient area's own menu (spec part 2 routes): the pages under /patient/{id}, only those that
 * exist (/patient/{id} itself redirects to the medical record). Pure, so the paths and the active
 * page are tested without rendering.
 */
export type PatientPageId =
  | 'medical_record'
  | 'schedule'
  | 'medical_history'
  | 'patient_settings'
  | 'access_history';

export interface PatientPageLink {
  id: PatientPageId;
  path: string;
}

const SEGMENTS: Record<PatientPageId, string> = {
  medical_record: 'medical-record',
  schedule: 'schedule',
  medical_history: 'medical-history',
  patient_settings: 'patient-settings',
  access_history: 'access-history',
};

export function patientAreaPath(patientId: string): string {
  return `/patient/${encodeURIComponent(patientId)}`;
}

/** The pages a user sees: the access history only for the clinic's administrators (issue 39). */
export function patientPageLinks(patientId: string, { accessHistory = false } = {}): PatientPageLink[] {
  const base = patientAreaPath(patientId);
  return (Object.entries(SEGMENTS) as [PatientPageId, string][])
    .filter(([id]) => accessHistory || id !== 'access_history')
    .map(([id, segment]) => ({ id, path: `${base}/${segment}` }));
}

/** The page a path shows: the first segment after the id decides (…/medical-record/{appointment} is the record). */
export function activePatientPage(pathname: string, patientId: string): PatientPageId | null {
  const base = patientAreaPath(patientId);
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === base) return 'medical_record';
  if (!trimmed.startsWith(`${base}/`)) return null;
  const segment = trimmed.slice(base.length + 1).split('/')[0];
  const match = (Object.entries(SEGMENTS) as [PatientPageId, string][]).find(
    ([, value]) => value === segment,
  );
  return match ? match[0] : null;
}
