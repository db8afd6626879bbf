/**
 * Whose calendar shows (spec part 1 §6): the doctor named in the URL when they are one of the
 * clinic's doctors, else a doctor user's own calendar, else the first doctor by name.
 */
import type { Role } from '#lib/roles.ts';

export interface CalendarViewer {
  /** The user's row id (users.id). */
  id: string;
  role: Role;
}

export function calendarDoctorId(
  doctors: ReadonlyArray<{ id: string }>,
  requested: string | undefined,
  viewer: CalendarViewer | null,
): string | null {
  if (requested && doctors.some((doctor) => doctor.id === requested)) return requested;
  if (viewer?.role === 'doctor' && doctors.some((doctor) => doctor.id === viewer.id)) return viewer.id;
  return doctors[0]?.id ?? null;
}
