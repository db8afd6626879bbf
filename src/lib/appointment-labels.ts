/**
 * The words an appointment shows wherever it is listed (the calendar's blocks, the patient's visits,
 * the appointment detail, the patient's appointment list): its status, the patient's presence, and
 * what stands in for a missing doctor or service.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const UNKNOWN_DOCTOR = msg`Medic necunoscut`;
export const UNKNOWN_SERVICE = msg`Serviciu necunoscut`;

export const APPOINTMENT_STATUS_LABELS = {
  scheduled: msg`Programată`,
  conflict: msg`Necesită o nouă oră`,
  cancelled: msg`Anulată`,
} as const satisfies Record<string, MessageDescriptor>;

export function presenceLabel(present: boolean | null): MessageDescriptor {
  if (present === true) return msg`Prezent`;
  if (present === false) return msg`Absent`;
  return msg`Nemarcat`;
}
