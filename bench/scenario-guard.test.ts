import { describe, expect, it } from 'vitest';
import type { Measure, Shortfall } from './bench-results.ts';
import { measureOrRecord, notWithin } from './scenario-guard.ts';

const figure: Measure = {
  id: 'query-week',
  label: 'Week',
  unit: 'ms',
  better: 'lower',
  samples: [3],
  references: [],
  note: '',
};

describe('measureOrRecord', () => {
  it('passes a scenario’s figures through', async () => {
    const shortfalls: Shortfall[] = [];
    expect(
      await measureOrRecord(
        'queries',
        shortfalls,
        () => {},
        async () => [figure],
      ),
    ).toEqual([figure]);
    expect(shortfalls).toEqual([]);
  });

  it('records a scenario that fails, with the first line of its error, and lets the run go on', async () => {
    const shortfalls: Shortfall[] = [];
    const logged: string[] = [];
    const figures = await measureOrRecord(
      'first sync',
      shortfalls,
      (line) => logged.push(line),
      async () => {
        throw new Error('first sync: {"patients":10} after 600000 ms\n    at stack');
      },
    );
    expect(figures).toEqual([]);
    expect(shortfalls).toEqual([
      { scenario: 'first sync', message: 'first sync: {"patients":10} after 600000 ms' },
    ]);
    expect(logged[0]).toContain('not measured');
  });
});

describe('notWithin', () => {
  it('names the limit in seconds', () => {
    expect(notWithin('not idle', 600_000)).toBe('not idle within 600 s');
  });
});
