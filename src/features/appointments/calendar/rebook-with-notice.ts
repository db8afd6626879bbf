/**
 * The rebook button's action (calendar, and later the conflicts list): rebookAppointment, then a
 * toast saying where the booking went, or why it could not be rebooked.
 */
import type { I18n } from '@lingui/core';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import { isLocale } from '#i18n/locale.ts';
import { formatDate, weekdayName } from '#lib/date-locale.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { APPOINTMENT_NOT_FOUND, MOVE_FAILED, NO_FREE_SLOT, rebookedMessage } from './calendar-messages.ts';
import { type RebookOutcome, rebookAppointment } from './rebook-appointment.ts';
import type { ConflictCloser } from './save-move.ts';

export async function rebookWithNotice(
  db: ClinicDatabase,
  conflicts: ConflictCloser | null,
  appointmentId: string,
  i18n: I18n,
): Promise<RebookOutcome | null> {
  const run = await runSave(() => rebookAppointment(db, conflicts, appointmentId), {
    failed: i18n._(MOVE_FAILED),
    log: 'Rebooking the appointment failed',
  });
  if (!run.ok) return null;
  // What is said after the write depends on where the booking went, or why it stayed: not a
  // fixed success text, so these toasts stay here.
  const outcome = run.value;
  if (outcome.ok) {
    const locale = isLocale(i18n.locale) ? i18n.locale : 'ro';
    const place = `${weekdayName(outcome.slot.day, locale)} ${formatDate(outcome.slot.day)}, ${outcome.slot.time}`;
    notify.success(i18n._(rebookedMessage(place)));
  } else {
    notify.error(i18n._(outcome.reason === 'no_free_slot' ? NO_FREE_SLOT : APPOINTMENT_NOT_FOUND));
  }
  return outcome;
}
