import { describe, expect, it } from 'vitest';
import { selectableOptions } from './select-options.ts';

describe('selectableOptions', () => {
  it('keeps ordinary options as they are, in order', () => {
    const options = [
      { value: 'b', label: 'Beta' },
      { value: 'a', label: 'Alfa' },
    ];
    expect(selectableOptions(options)).toEqual(options);
  });

  it('drops options whose value is empty or blank', () => {
    expect(
      selectableOptions([
        { value: '', label: 'Niciunul' },
        { value: '  ', label: 'Spații' },
        { value: '15', label: '15 min' },
      ]),
    ).toEqual([{ value: '15', label: '15 min' }]);
  });

  it('keeps the first of options sharing a value', () => {
    expect(
      selectableOptions([
        { value: 'x', label: 'Primul' },
        { value: 'y', label: 'Altul' },
        { value: 'x', label: 'Al doilea' },
      ]),
    ).toEqual([
      { value: 'x', label: 'Primul' },
      { value: 'y', label: 'Altul' },
    ]);
  });

  it('shows the value when the label is blank', () => {
    expect(selectableOptions([{ value: 'id-1', label: ' ' }])).toEqual([{ value: 'id-1', label: 'id-1' }]);
  });

  it('is empty for no options or only empty ones, and does not change its input', () => {
    expect(selectableOptions([])).toEqual([]);
    const input = Object.freeze([Object.freeze({ value: '', label: 'Gol' })]);
    expect(selectableOptions(input)).toEqual([]);
  });

  it('keeps values that only differ by case or surrounding spaces apart', () => {
    expect(
      selectableOptions([
        { value: 'A', label: 'Mare' },
        { value: 'a', label: 'Mic' },
        { value: ' a', label: 'Cu spațiu' },
      ]).map((option) => option.value),
    ).toEqual(['A', 'a', ' a']);
  });
});
