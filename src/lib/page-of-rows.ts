/** One page of a list's rows (the patient list, the pipeline's table): only those rows are rendered. */
export interface RowsPage<Row> {
  rows: Row[];
  /** The page shown: the one asked for, kept within 1…totalPages. */
  page: number;
  totalPages: number;
  total: number;
}

export function pageOfRows<Row>(rows: readonly Row[], page: number, perPage: number): RowsPage<Row> {
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (shown - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), page: shown, totalPages, total: rows.length };
}
