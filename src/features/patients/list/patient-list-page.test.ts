import { describe, expect, it } from 'vitest';
import { PATIENTS_PER_PAGE, pageOfRows } from './patient-list-page.ts';

const rows = Array.from({ length: 61 }, (_, index) => index);

describe('pageOfRows', () => {
  it('shows 30 rows a page', () => {
    expect(PATIENTS_PER_PAGE).toBe(30);
    expect(pageOfRows(rows, 1)).toMatchObject({ page: 1, totalPages: 3, total: 61 });
    expect(pageOfRows(rows, 1).rows).toEqual(rows.slice(0, 30));
    expect(pageOfRows(rows, 2).rows).toEqual(rows.slice(30, 60));
    expect(pageOfRows(rows, 3).rows).toEqual([60]);
  });

  it('keeps the page within the list (a shared link outlived by deletions)', () => {
    expect(pageOfRows(rows, 9)).toMatchObject({ page: 3, rows: [60] });
    expect(pageOfRows(rows, 0).page).toBe(1);
    expect(pageOfRows(rows, Number.NaN).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(pageOfRows([], 2)).toEqual({ rows: [], page: 1, totalPages: 1, total: 0 });
  });
});
