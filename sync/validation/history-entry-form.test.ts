import { describe, expect, it } from 'vitest';
import {
  bmiClass,
  bodyMassIndex,
  historyEntryFromInput,
  historyEntryInput,
  historyEntryProblems,
  historyYears,
  readableHistoryList,
  withEntry,
} from './history-entry-form.ts';

const NOW = 2026;

describe('the condition dialog', () => {
  it('offers the last 50 years, this one first', () => {
    const years = historyYears(NOW);
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1977);
  });

  it('asks for a name and a start year', () => {
    expect(historyEntryProblems({ name: '  ', startYear: '', endYear: '' }, NOW)).toEqual({
      name: 'validation.required',
      start_year: 'validation.start_year_required',
    });
  });

  it('refuses a year in the future and an end before the start', () => {
    expect(historyEntryProblems({ name: 'Astm', startYear: '2027', endYear: '' }, NOW)).toEqual({
      start_year: 'validation.year_in_future',
    });
    expect(historyEntryProblems({ name: 'Astm', startYear: '2020', endYear: '2019' }, NOW)).toEqual({
      end_year: 'validation.end_year_before_start',
    });
    expect(historyEntryProblems({ name: 'Astm', startYear: '2020', endYear: '2031' }, NOW)).toEqual({
      end_year: 'validation.year_in_future',
    });
    expect(historyEntryProblems({ name: 'Astm', startYear: '2020', endYear: 'Prezent' }, NOW)).toEqual({});
    expect(historyEntryProblems({ name: 'Astm', startYear: '2020', endYear: '2020' }, NOW)).toEqual({});
  });

  it('builds the stored entry: capitalised, active while it has no end or lasts to the present', () => {
    expect(historyEntryFromInput({ name: ' polen ', startYear: '2015', endYear: '' }, 'e1')).toEqual({
      id: 'e1',
      name: 'Polen',
      start_year: 2015,
      end_year: null,
      is_active: true,
    });
    expect(historyEntryFromInput({ name: 'șoc', startYear: '2015', endYear: 'Prezent' }, 'e2')).toMatchObject(
      {
        name: 'Șoc',
        end_year: 'Prezent',
        is_active: true,
      },
    );
    expect(
      historyEntryFromInput({ name: 'Fractură', startYear: '2015', endYear: '2016' }, 'e3'),
    ).toMatchObject({
      end_year: 2016,
      is_active: false,
    });
  });

  it('edits an entry in place and adds a new one at the end', () => {
    const a = historyEntryFromInput({ name: 'A', startYear: '2010', endYear: '' }, 'a');
    const b = historyEntryFromInput({ name: 'B', startYear: '2011', endYear: '' }, 'b');
    expect(withEntry([a, b], { ...a, name: 'A2' })).toEqual([{ ...a, name: 'A2' }, b]);
    expect(withEntry([a], b)).toEqual([a, b]);
    expect(historyEntryInput({ ...a, end_year: 'Prezent' })).toEqual({
      name: 'A',
      startYear: '2010',
      endYear: 'Prezent',
    });
  });
});

describe('the body-mass index', () => {
  it('is weight over height squared, one decimal, and absent without both', () => {
    expect(bodyMassIndex(180, 81)).toBe(25);
    expect(bodyMassIndex(165, 60)).toBe(22);
    expect(bodyMassIndex(170, null)).toBeNull();
    expect(bodyMassIndex(10, 60)).toBeNull();
  });
});

describe('bmiClass', () => {
  it('puts an index in the WHO adult class the spec lists, bounds included above', () => {
    expect([16, 18.4, 18.5, 24.9, 25, 29.9, 30, 41].map(bmiClass)).toEqual([
      'underweight',
      'underweight',
      'normal',
      'normal',
      'overweight',
      'overweight',
      'obese',
      'obese',
    ]);
  });
});

describe('readableHistoryList', () => {
  const entry = { id: 'a', name: 'Polen', start_year: 2010, end_year: null, is_active: true };
  it('reads a stored list as it is, old long names and "Prezent" included', () => {
    const list = [entry, { ...entry, id: 'b', name: 'x'.repeat(500), end_year: 'Prezent' }];
    expect(readableHistoryList(list)).toEqual(list);
    expect(readableHistoryList([])).toEqual([]);
  });

  it('answers null for what it cannot read, never throws', () => {
    for (const bad of [
      null,
      'Polen',
      [entry, 'Praf'],
      [{ ...entry, start_year: '2010' }],
      [{ name: 'Polen' }],
      {},
    ]) {
      expect(readableHistoryList(bad)).toBeNull();
    }
  });
});
