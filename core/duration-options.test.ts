import { describe, expect, it } from 'vitest';
import { durationLabel, durationOptions } from './duration-options.ts';

describe('durationOptions', () => {
  it('lists 15 to 480 minutes in steps of 15, values as strings', () => {
    const options = durationOptions();
    expect(options).toHaveLength(32);
    expect(options[0]).toEqual({ value: '15', minutes: 15, label: '15 min' });
    expect(options.at(-1)).toEqual({ value: '480', minutes: 480, label: '8h' });
    expect(options.map((option) => option.minutes)).toEqual(
      Array.from({ length: 32 }, (_, i) => 15 * (i + 1)),
    );
  });

  it('labels under an hour in minutes, whole hours in hours, the rest in both', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1h');
    expect(durationLabel(90)).toBe('1h 30min');
    expect(durationLabel(135)).toBe('2h 15min');
  });
});
