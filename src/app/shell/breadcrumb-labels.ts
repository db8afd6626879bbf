/** The label of each known path segment in the breadcrumbs; other segments show capitalised. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const HOME_LABEL = msg`Acasă`;

export const SEGMENT_LABELS: Record<string, MessageDescriptor> = {
  appointments: msg`Programări`,
  patients: msg`Pacienți`,
  patient: msg`Pacient`,
  new: msg`Nou`,
  pipeline: msg`Sarcini`,
  clinics: msg`Clinici`,
  configurator: msg`Configurator`,
  'clinic-details': msg`Detalii clinică`,
  'services-specializations': msg`Servicii și specializări`,
  specialization: msg`Specializare`,
  users: msg`Utilizatori`,
  medics: msg`Medici`,
  partners: msg`Parteneri`,
  'medical-record': msg`Fișa medicală`,
  'medical-history': msg`Istoric medical`,
  schedule: msg`Programări`,
  'patient-settings': msg`Setări pacient`,
  'access-history': msg`Istoricul accesărilor`,
  conflicts: msg`Conflicte`,
};
