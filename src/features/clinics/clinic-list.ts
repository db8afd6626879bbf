/** The clinics list's rules (spec part 2): filters by city and status, a search, 30 per page. */
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';

export const CLINICS_PER_PAGE = 30;

export interface ClinicListItem {
  id: string;
  name: string;
  medical_director: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  status: 'active' | 'inactive';
  created_at: string | null;
}

export interface ClinicListQuery {
  cities: readonly string[];
  statuses: readonly string[];
  q: string;
  page: number;
}

/** The clinics matching the filters and the diacritics-insensitive search, and the page asked for. */
export function clinicListPage(
  clinics: readonly ClinicListItem[],
  query: ClinicListQuery,
): { rows: ClinicListItem[]; page: number; totalPages: number; total: number } {
  const terms = searchTerms(query.q);
  const matching = clinics.filter(
    (clinic) =>
      (query.cities.length === 0 || (clinic.city !== null && query.cities.includes(clinic.city))) &&
      (query.statuses.length === 0 || query.statuses.includes(clinic.status)) &&
      matchesSearch(terms, [
        clinic.name,
        clinic.medical_director,
        clinic.phone,
        clinic.email,
        clinic.address,
        clinic.city,
      ]),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / CLINICS_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), totalPages);
  const start = (page - 1) * CLINICS_PER_PAGE;
  return { rows: matching.slice(start, start + CLINICS_PER_PAGE), page, totalPages, total: matching.length };
}

/** The distinct cities of the clinics, sorted the Romanian way: the city filter's options. */
export function clinicCities(clinics: readonly ClinicListItem[]): string[] {
  const cities = new Set(
    clinics.map((c) => c.city).filter((city): city is string => city !== null && city !== ''),
  );
  return [...cities].sort((a, b) => a.localeCompare(b, 'ro'));
}
