/** The roles' names, in ro and en: the users' screens and the access history name them alike. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from './roles.ts';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  doctor: msg`Medic`,
  staff: msg`Personal`,
  admin: msg`Administrator`,
  super_admin: msg`Super administrator`,
};
