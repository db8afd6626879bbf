import { describe, expect, it } from 'vitest';
import { checkHistoryEntry, NAME_REQUIRED } from './history-entry-check.ts';

describe("the condition dialog's check", () => {
  it('answers the stored entry, under the id given, when the input passes', () => {
    expect(checkHistoryEntry({ name: 'polen', startYear: '2020', endYear: 'Prezent' }, 2026, 'e1')).toEqual({
      ok: true,
      values: { id: 'e1', name: 'Polen', start_year: 2020, end_year: 'Prezent', is_active: true },
    });
  });

  it("gives a missing name its own key, for the message that names the list's entry", () => {
    expect(checkHistoryEntry({ name: ' ', startYear: '', endYear: '' }, 2026, 'e1')).toEqual({
      ok: false,
      errors: { name: NAME_REQUIRED, start_year: 'validation.start_year_required' },
    });
  });

  it('keeps the other keys as the rules give them', () => {
    expect(checkHistoryEntry({ name: 'Astm', startYear: '2026', endYear: '2025' }, 2026, 'e1')).toEqual({
      ok: false,
      errors: { end_year: 'validation.end_year_before_start' },
    });
  });
});
