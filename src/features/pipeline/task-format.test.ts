import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_CHARS, formatTaskDate, shortened, TITLE_MAX_CHARS } from './task-format.ts';

describe('a task’s dates', () => {
  it('reads dd.mm.yyyy on the clinic’s calendar', () => {
    expect(formatTaskDate('2026-11-30T22:30:00Z')).toBe('01.12.2026');
    expect(formatTaskDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
  });

  it('shows nothing for no date or an unreadable one', () => {
    expect(formatTaskDate(null)).toBe('');
    expect(formatTaskDate('someday')).toBe('');
  });
});

describe('long titles and descriptions', () => {
  it('keeps a title of 50 characters and cuts one of 51, diacritics counted as one', () => {
    const fifty = 'ă'.repeat(TITLE_MAX_CHARS);
    expect(shortened(fifty, TITLE_MAX_CHARS)).toEqual({ text: fifty, cut: false });
    const cut = shortened(`${fifty}b`, TITLE_MAX_CHARS);
    expect(cut).toEqual({ text: `${fifty}…`, cut: true });
  });

  it('cuts a description over 100 characters', () => {
    expect(shortened('x'.repeat(DESCRIPTION_MAX_CHARS + 1), DESCRIPTION_MAX_CHARS).cut).toBe(true);
    expect(shortened('x'.repeat(DESCRIPTION_MAX_CHARS), DESCRIPTION_MAX_CHARS).cut).toBe(false);
  });
});
