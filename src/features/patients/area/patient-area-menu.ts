/**
 * The patient area's own menu (spec part 2 routes): the pages under /patient/{id}. Pure, so the
 * paths and the active page are tested without rendering.
 */
export type PatientPageId =
  | 'overview'
  | 'medical_record'
  | 'medical_history'
  | 'schedule'
  | 'patient_settings';

export interface PatientPageLink {
  id: PatientPageId;
  path: string;
}

const SEGMENTS: Record<Exclude<PatientPageId, 'overview'>, string> = {
  medical_record: 'medical-record',
  medical_history: 'medical-history',
  schedule: 'schedule',
  patient_settings: 'patient-settings',
};

export function patientAreaPath(patientId: string): string {
  return `/patient/${encodeURIComponent(patientId)}`;
}

export function patientPageLinks(patientId: string): PatientPageLink[] {
  const base = patientAreaPath(patientId);
  return [
    { id: 'overview', path: base },
    ...(Object.entries(SEGMENTS) as [Exclude<PatientPageId, 'overview'>, string][]).map(([id, segment]) => ({
      id,
      path: `${base}/${segment}`,
    })),
  ];
}

/** The page a path shows: the first segment after the id decides (…/medical-record/{appointment} is the record). */
export function activePatientPage(pathname: string, patientId: string): PatientPageId | null {
  const base = patientAreaPath(patientId);
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === base) return 'overview';
  if (!trimmed.startsWith(`${base}/`)) return null;
  const segment = trimmed.slice(base.length + 1).split('/')[0];
  const match = (Object.entries(SEGMENTS) as [PatientPageId, string][]).find(
    ([, value]) => value === segment,
  );
  return match ? match[0] : null;
}
