/**
 * The users/medics list (spec part 2 "Medics list", issue 15), pure: who the list shows, the
 * specialization and status filters (any of the chosen), a search over name, phone and emails
 * without diacritics (with the specialization's name in the interface language), 30 a page.
 * Administrators see every user of the clinic (the "Utilizatori" list with the role line); the
 * others see its doctors (the "Medici" list).
 */
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';

export const MEDICS_PER_PAGE = 30;

export interface MedicListQuery {
  specializations: readonly string[];
  statuses: readonly string[];
  q: string;
  page: number;
}

export const NO_MEDIC_QUERY: MedicListQuery = { specializations: [], statuses: [], q: '', page: 1 };

/** What the list reads of a user (a UserDoc has it all). */
export interface ListedMedic {
  role: string;
  status: string;
  name: string | null;
  specialization: string | null;
  phone: string | null;
  personal_email: string | null;
  clinic_email: string | null;
  email: string | null;
}

const within = (value: string | null, chosen: readonly string[]) =>
  chosen.length === 0 || (value !== null && chosen.includes(value));

/** The users the list is about: all of them for administrators, the doctors for everyone else. */
export function listedUsers<M extends ListedMedic>(users: readonly M[], administers: boolean): M[] {
  return administers ? [...users] : users.filter((user) => user.role === 'doctor');
}

export function medicListPage<M extends ListedMedic>(
  users: readonly M[],
  query: MedicListQuery,
  specializationName: (id: string) => string,
): { rows: M[]; page: number; totalPages: number; total: number } {
  const terms = searchTerms(query.q);
  const matching = users.filter(
    (user) =>
      within(user.specialization, query.specializations) &&
      within(user.status, query.statuses) &&
      matchesSearch(terms, [
        user.name,
        user.phone,
        user.personal_email,
        user.clinic_email,
        user.email,
        user.specialization ? specializationName(user.specialization) : null,
      ]),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / MEDICS_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), totalPages);
  const start = (page - 1) * MEDICS_PER_PAGE;
  return { rows: matching.slice(start, start + MEDICS_PER_PAGE), page, totalPages, total: matching.length };
}

/** The specializations the users hold, for the filter's options (only what narrows something). */
export function heldSpecializations(users: readonly ListedMedic[]): string[] {
  return [...new Set(users.map((user) => user.specialization).filter((id): id is string => id !== null))];
}
