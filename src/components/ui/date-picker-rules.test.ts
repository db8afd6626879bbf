import { describe, expect, it } from 'vitest';
import { parseTypedDay } from '#lib/date-locale.ts';
import {
  checkBounds,
  isoToInputText,
  namesValue,
  parseIsoDate,
  pickerLocale,
  readTypedDate,
  toIsoDate,
  validBounds,
  YEARS_AHEAD,
  YEARS_BACK,
  yearChoices,
  yearRange,
} from './date-picker-rules.ts';

describe('toIsoDate', () => {
  it('pads to yyyy-MM-dd', () => {
    expect(toIsoDate(2020, 2, 1)).toBe('2020-02-01');
    expect(toIsoDate(1925, 12, 31)).toBe('1925-12-31');
    expect(toIsoDate(999, 1, 1)).toBe('0999-01-01');
  });

  it('refuses days that do not exist', () => {
    expect(toIsoDate(2020, 2, 31)).toBeNull();
    expect(toIsoDate(2021, 2, 29)).toBeNull();
    expect(toIsoDate(2023, 4, 31)).toBeNull();
    expect(toIsoDate(2020, 13, 1)).toBeNull();
    expect(toIsoDate(2020, 0, 10)).toBeNull();
    expect(toIsoDate(2020, 1, 0)).toBeNull();
    expect(toIsoDate(0, 1, 1)).toBeNull();
    expect(toIsoDate(10000, 1, 1)).toBeNull();
    expect(toIsoDate(2020, 1.5, 1)).toBeNull();
    expect(toIsoDate(Number.NaN, 1, 1)).toBeNull();
  });

  it('knows leap years, including the century rules', () => {
    expect(toIsoDate(2020, 2, 29)).toBe('2020-02-29');
    expect(toIsoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(toIsoDate(1900, 2, 29)).toBeNull();
  });

  it('does not shift years below 100 into the 1900s', () => {
    expect(toIsoDate(45, 3, 15)).toBe('0045-03-15');
  });
});

describe('parseIsoDate', () => {
  it('reads a stored value into its parts', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      '2023-02-29',
      '2020-2-1',
      '01.02.2020',
      '2020-02-01T00:00:00Z',
      ' 2020-02-01',
      'abc',
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
    }
  });
});

describe('parseTypedDay', () => {
  it('accepts dd.MM.yyyy, with or without leading zeros', () => {
    expect(parseTypedDay('01.02.2020')).toBe('2020-02-01');
    expect(parseTypedDay('1.2.2020')).toBe('2020-02-01');
    expect(parseTypedDay('29.02.2024')).toBe('2024-02-29');
  });

  it('accepts yyyy-MM-dd as pasted from elsewhere', () => {
    expect(parseTypedDay('2020-02-01')).toBe('2020-02-01');
    expect(parseTypedDay('2020-2-1')).toBe('2020-02-01');
  });

  it('ignores spaces around the text', () => {
    expect(parseTypedDay('  15.03.1990 ')).toBe('1990-03-15');
  });

  it('refuses impossible days', () => {
    expect(parseTypedDay('31.02.2020')).toBeNull();
    expect(parseTypedDay('29.02.2023')).toBeNull();
    expect(parseTypedDay('00.01.2020')).toBeNull();
    expect(parseTypedDay('12.13.2020')).toBeNull();
    expect(parseTypedDay('2020-02-30')).toBeNull();
  });

  it('refuses half-typed and foreign forms', () => {
    for (const text of [
      '',
      '1',
      '01.02',
      '01.02.',
      '01.02.20',
      '01.02.202',
      '01.02.20201',
      '0202-01-01',
      '01.02.0202',
      '01/02/2020',
      '2020/02/01',
      '01-02-2020',
      '2020.02.01',
      '01.02.2020x',
      'ieri',
      '１.２.２０２０',
    ]) {
      expect(parseTypedDay(text), text).toBeNull();
    }
  });
});

describe('bounds', () => {
  const bounds = { min: '2000-01-01', max: '2030-12-31' };

  it('places a date against inclusive limits', () => {
    expect(checkBounds('2000-01-01', bounds)).toBe('ok');
    expect(checkBounds('2030-12-31', bounds)).toBe('ok');
    expect(checkBounds('1999-12-31', bounds)).toBe('before-min');
    expect(checkBounds('2031-01-01', bounds)).toBe('after-max');
    expect(checkBounds('1850-06-01', {})).toBe('ok');
  });

  it('ignores a limit that is not a real date', () => {
    expect(validBounds({ min: '2020-02-30', max: 'soon' })).toEqual({ min: undefined, max: undefined });
    expect(checkBounds('1900-01-01', { min: '31.12.2000' })).toBe('ok');
  });
});

describe('readTypedDate', () => {
  it('says empty for blank text, so the field stores an empty string', () => {
    expect(readTypedDate('')).toEqual({ kind: 'empty' });
    expect(readTypedDate('   ')).toEqual({ kind: 'empty' });
  });

  it('gives the stored form of a valid date', () => {
    expect(readTypedDate('05.11.2026')).toEqual({ kind: 'date', iso: '2026-11-05' });
  });

  it('says invalid for text that is not a date', () => {
    expect(readTypedDate('31.02.2020')).toEqual({ kind: 'invalid' });
    expect(readTypedDate('05.11')).toEqual({ kind: 'invalid' });
  });

  it('names the limit a date falls outside of', () => {
    const bounds = { min: '2026-01-01', max: '2026-12-31' };
    expect(readTypedDate('31.12.2025', bounds)).toEqual({ kind: 'before-min', min: '2026-01-01' });
    expect(readTypedDate('2027-01-01', bounds)).toEqual({ kind: 'after-max', max: '2026-12-31' });
    expect(readTypedDate('15.06.2026', bounds)).toEqual({ kind: 'date', iso: '2026-06-15' });
  });
});

describe('isoToInputText', () => {
  it('shows a stored date as dd.MM.yyyy and nothing for none', () => {
    expect(isoToInputText('2020-02-01')).toBe('01.02.2020');
    expect(isoToInputText('')).toBe('');
  });

  it('keeps a malformed stored value visible rather than losing it', () => {
    expect(isoToInputText('2020-02-30')).toBe('2020-02-30');
    expect(isoToInputText('not a date')).toBe('not a date');
  });

  it('reads back to the same stored value', () => {
    for (const iso of ['1926-01-01', '2024-02-29', '2036-12-31']) {
      expect(parseTypedDay(isoToInputText(iso))).toBe(iso);
    }
  });
});

describe('year list', () => {
  const today = new Date(2026, 10, 21);

  it('spans 100 years back to 10 ahead, inclusive', () => {
    const years = yearRange(today);
    expect(years).toHaveLength(YEARS_BACK + YEARS_AHEAD + 1);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2036);
    expect(years).toContain(2026);
    expect(years.every((year, index) => index === 0 || year === (years[index - 1] ?? 0) + 1)).toBe(true);
  });

  it('follows the calendar year of today, not its day', () => {
    expect(yearRange(new Date(2026, 0, 1))[0]).toBe(1926);
    expect(yearRange(new Date(2026, 11, 31)).at(-1)).toBe(2036);
    expect(yearRange(new Date(2027, 0, 1))[0]).toBe(1927);
  });

  it('is cut to the limits', () => {
    expect(yearRange(today, { min: '2020-06-01', max: '2022-01-31' })).toEqual([2020, 2021, 2022]);
    expect(yearRange(today, { max: '2026-11-21' }).at(-1)).toBe(2026);
    expect(yearRange(today, { min: '1800-01-01' })[0]).toBe(1926);
  });

  it('adds the year on show when it lies outside the range', () => {
    expect(yearChoices(today, 2000)).toEqual(yearRange(today));
    const withOld = yearChoices(today, 1910);
    expect(withOld[0]).toBe(1910);
    expect(withOld[1]).toBe(1926);
    expect(withOld).toHaveLength(112);
    expect(yearChoices(today, 2050).at(-1)).toBe(2050);
  });
});

describe('pickerLocale', () => {
  it('names months and weekdays in the interface language', () => {
    expect(pickerLocale('ro')).toBe('ro-RO');
    expect(pickerLocale('en')).toBe('en-GB');
  });
});

describe('namesValue', () => {
  it('says whether the typed text names the stored value', () => {
    expect(namesValue(readTypedDate(''), '')).toBe(true);
    expect(namesValue(readTypedDate('1.2.2020'), '2020-02-01')).toBe(true);
    expect(namesValue(readTypedDate('2020-02-01'), '2020-02-01')).toBe(true);
    expect(namesValue(readTypedDate('1.2.2020'), '2020-02-02')).toBe(false);
    expect(namesValue(readTypedDate('1.2.2020'), '')).toBe(false);
    expect(namesValue(readTypedDate(''), '2020-02-01')).toBe(false);
    expect(namesValue(readTypedDate('31.02.2020'), '2020-02-31')).toBe(false);
  });
});
