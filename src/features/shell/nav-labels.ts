/** The sidebar's label of each main item (spec part 1 §2). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavItemId } from './nav-items.ts';

export const NAV_LABELS: Record<NavItemId, MessageDescriptor> = {
  appointments: msg`Programări`,
  patients: msg`Pacienți`,
  users: msg`Utilizatori`,
  medics: msg`Medici`,
  partners: msg`Parteneri`,
  pipeline: msg`Sarcini`,
  configurator: msg`Configurator`,
  clinics: msg`Clinici`,
};
