/**
 * What the patient list should show, worked out from the server's rows by the spec's words
 * (part 1 §2, §6) and nothing of the app's: a plain, slow reading of each rule, so a mistake in the
 * app's list code cannot hide in its own expectations.
 *
 * - last appointment: the latest appointment of any date (any status), a booking ahead included;
 *   "today" / "last week" / "last month" accept a last appointment on or after today, 7 days ago,
 *   one calendar month ago;
 * - associated doctors: every doctor the patient has an appointment with;
 * - age in whole years today; bands under 30, 30–50, over 50;
 * - search: every word of the box, without diacritics and case, in the name (either order), CNP,
 *   phone (as typed or as digits) or email;
 * - order: newest created first, then by name.
 */
export interface ServerPatient {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  cnp: string | null;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  gender: string | null;
  status: string;
  created_date: string;
}

export interface ServerAppointment {
  patient_id: string;
  doctor_id: string;
  appointment_date: string;
}

export interface ListQuestion {
  search?: string;
  lastAppointment?: 'today' | 'last_week' | 'last_month' | null;
  doctorIds?: readonly string[];
  statuses?: readonly string[];
  ageBands?: readonly ('under_30' | '30_50' | 'over_50')[];
  genders?: readonly string[];
}

const bucharestDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The yyyy-MM-dd day of an instant at the clinic (Europe/Bucharest). */
export function bucharestDay(instant: Date): string {
  return bucharestDays.format(instant);
}

function dayParts(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

const asDay = (utc: Date) => utc.toISOString().slice(0, 10);

export function daysBefore(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return asDay(new Date(Date.UTC(year, month - 1, date - days)));
}

/** One calendar month earlier; the 31st of a shorter month becomes its last day. */
export function monthBefore(day: string): string {
  const [year, month, date] = dayParts(day);
  const lastOfTarget = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return asDay(new Date(Date.UTC(year, month - 2, Math.min(date, lastOfTarget))));
}

export function ageOnDay(birthday: string, today: string): number {
  const [by, bm, bd] = dayParts(birthday);
  const [ty, tm, td] = dayParts(today);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function ageBand(age: number): 'under_30' | '30_50' | 'over_50' {
  return age < 30 ? 'under_30' : age <= 50 ? '30_50' : 'over_50';
}

/** Text as the search box compares it: without diacritics, lowercase. */
export const withoutDiacritics = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The patients the list shows for `question`, in its order. */
export function expectedPatients(
  patients: readonly ServerPatient[],
  appointments: readonly ServerAppointment[],
  question: ListQuestion,
  today: string = bucharestDay(new Date()),
): ServerPatient[] {
  const words = withoutDiacritics(question.search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const since =
    question.lastAppointment === 'today'
      ? today
      : question.lastAppointment === 'last_week'
        ? daysBefore(today, 7)
        : question.lastAppointment === 'last_month'
          ? monthBefore(today)
          : null;
  const chosen = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : null);

  const shown = patients.filter((patient) => {
    const own = appointments.filter((appointment) => appointment.patient_id === patient.id);
    const statuses = chosen(question.statuses);
    if (statuses && !statuses.includes(patient.status)) return false;
    const genders = chosen(question.genders);
    if (genders && (patient.gender === null || !genders.includes(patient.gender))) return false;
    const bands = chosen(question.ageBands);
    if (bands) {
      if (!patient.birthday) return false;
      if (!bands.includes(ageBand(ageOnDay(patient.birthday, today)))) return false;
    }
    const doctors = chosen(question.doctorIds);
    if (doctors && !own.some((appointment) => doctors.includes(appointment.doctor_id))) return false;
    if (since !== null) {
      const days = own.map((appointment) => bucharestDay(new Date(appointment.appointment_date))).sort();
      const lastDay = days[days.length - 1];
      if (lastDay === undefined || lastDay < since) return false;
    }
    if (words.length > 0) {
      const fields = [
        patient.name,
        `${patient.last_name} ${patient.first_name}`,
        patient.cnp,
        patient.phone,
        patient.phone?.replace(/\D/g, '') ?? null,
        patient.email,
      ]
        .filter((field): field is string => field !== null)
        .map(withoutDiacritics);
      if (!words.every((word) => fields.some((field) => field.includes(word)))) return false;
    }
    return true;
  });
  return shown.sort(
    (a, b) =>
      (Date.parse(b.created_date) || Number.NEGATIVE_INFINITY) -
        (Date.parse(a.created_date) || Number.NEGATIVE_INFINITY) || a.name.localeCompare(b.name, 'ro'),
  );
}
