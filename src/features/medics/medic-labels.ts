/** The words of the medics screens (spec part 2 §9): grades, collaboration, status, in ro and en (roles: #lib/role-labels.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { COLLABORATION_TYPES, PROFESSIONAL_GRADES, USER_STATUSES } from '#sync/validation/user-rules.ts';

export const GRADE_LABELS: Record<(typeof PROFESSIONAL_GRADES)[number], MessageDescriptor> = {
  primar: msg`Medic primar`,
  specialist: msg`Medic specialist`,
  resident: msg`Medic rezident`,
  generalist: msg`Medic generalist`,
  consultant: msg`Consultant`,
  adjunct: msg`Adjunct`,
  principal: msg`Principal`,
};

export const COLLABORATION_LABELS: Record<(typeof COLLABORATION_TYPES)[number], MessageDescriptor> = {
  internal: msg`Intern`,
  external: msg`Extern`,
};

export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], MessageDescriptor> = {
  active: msg`Activ`,
  inactive: msg`Inactiv`,
};
