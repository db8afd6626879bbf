/**
 * The calendar's messages for what the pure rules answer as codes: why a move was refused, how a
 * rebooking went, and the status a block shows.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MoveRefusal } from '../rules/move.ts';

export function moveRefusalMessage(refusal: MoveRefusal): MessageDescriptor {
  switch (refusal.code) {
    case 'overlap':
      return msg`Suprapunere detectată! Programarea nu poate fi mutată.`;
    case 'clinic_closed':
      return msg`Clinica este închisă în ziua aleasă. Programarea nu a fost mutată.`;
    case 'working_hours': {
      const { start, end } = refusal.params;
      return msg`Clinica este deschisă între ${start} și ${end}. Programarea nu a fost mutată.`;
    }
    case 'invalid_target':
      return msg`Programarea nu poate fi mutată acolo.`;
  }
}

/** Spec part 1 §8: the appointment update failure. */
export const MOVE_FAILED = msg`Nu s-a putut actualiza programarea`;
/** Spec part 1 §8: the appointment update success. */
export const MOVE_SAVED = msg`Programarea a fost actualizată cu succes`;

/** Shown on a block the server has not confirmed yet (made or changed on this device). */
export const PENDING_LABEL = msg`neconfirmată`;

/** Shown on a booking the server refused and never had: it waits in the conflicts for the user. */
export const REFUSED_LABEL = msg`Refuzată de server`;

/** The rebook button's outcome; `place` names the new day and time. */
export function rebookedMessage(place: string): MessageDescriptor {
  return msg`Programarea a fost reprogramată: ${place}.`;
}

export const NO_FREE_SLOT = msg`Medicul nu are niciun interval liber în următoarele 60 de zile.`;
/** Spec part 1 §8: the appointment could not be loaded. */
export const APPOINTMENT_NOT_FOUND = msg`Nu s-a putut încărca programarea`;
