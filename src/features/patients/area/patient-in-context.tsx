/**
 * The patient whose area is open (spec part 1 §2: the sub-pages get the patient in context).
 * The area's layout provides it from the local database; sub-pages read it with usePatientInContext.
 */
import { createContext, useContext } from 'react';
import type { PatientDoc } from '#sync/api/documents.ts';

export const PatientContext = createContext<PatientDoc | null>(null);

export function usePatientInContext(): PatientDoc {
  const patient = useContext(PatientContext);
  if (!patient) throw new Error('usePatientInContext is used outside the patient area');
  return patient;
}
