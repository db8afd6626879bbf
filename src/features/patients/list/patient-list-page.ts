/** The patient list's paging (spec part 1 §9: 30 per page). */
export const PATIENTS_PER_PAGE = 30;

export interface PatientListPage<Row> {
  /** Only the rows of the page shown: the table renders 30 rows whatever the list's length. */
  rows: Row[];
  /** The page shown: the one asked for, kept within 1…totalPages. */
  page: number;
  totalPages: number;
  total: number;
}

export function pageOfRows<Row>(
  rows: readonly Row[],
  page: number,
  perPage: number = PATIENTS_PER_PAGE,
): PatientListPage<Row> {
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (shown - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), page: shown, totalPages, total: rows.length };
}
