/** The sidebar's label and icon of each item and way back (spec part 1 §2). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '#components/ui/icons.tsx';
import type { BackLinkId, NavItemId } from './nav-items.ts';

export const NAV_LABELS: Record<NavItemId, MessageDescriptor> = {
  appointments: msg`Programări`,
  patients: msg`Pacienți`,
  users: msg`Utilizatori`,
  medics: msg`Medici`,
  partners: msg`Parteneri`,
  pipeline: msg`Sarcini`,
  configurator: msg`Configurator`,
  clinics: msg`Clinici`,
  medical_record: msg`Fișa medicală`,
  medical_history: msg`Istoric medical`,
  clinic_details: msg`Detalii clinică`,
  services_specializations: msg`Servicii și specializări`,
};

export const NAV_ICONS: Record<NavItemId, IconName> = {
  appointments: 'calendar',
  patients: 'patients',
  users: 'users',
  medics: 'users',
  partners: 'partners',
  pipeline: 'pipeline',
  configurator: 'settings',
  clinics: 'clinics',
  medical_record: 'record',
  medical_history: 'history',
  clinic_details: 'clinics',
  services_specializations: 'services',
};

export const BACK_LABELS: Record<BackLinkId, MessageDescriptor> = {
  back_to_patients: msg`Înapoi la pacienți`,
  back_to_main_menu: msg`Înapoi la meniul principal`,
  back_to_clinics: msg`Înapoi la clinici`,
};
