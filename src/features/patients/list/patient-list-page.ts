/** The patient list's paging (spec part 1 §9: 30 per page). */
import { pageOfRows as pageOf, type RowsPage } from '#lib/page-of-rows.ts';

export const PATIENTS_PER_PAGE = 30;

export type PatientListPage<Row> = RowsPage<Row>;

/** Only the rows of the page shown: the table renders 30 rows whatever the list's length. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  page: number,
  perPage: number = PATIENTS_PER_PAGE,
): PatientListPage<Row> {
  return pageOf(rows, page, perPage);
}
