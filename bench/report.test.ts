import { describe, expect, it } from 'vitest';
import type { BenchResults, Measure } from './bench-results.ts';
import { formatGap, formatValue, furthestFromCeiling, gap, renderTable } from './report.ts';

const sync: Measure = {
  id: 'first-sync',
  label: 'First sync',
  unit: 'rows/s',
  better: 'higher',
  samples: [900, 1100, 1000],
  references: [
    { kind: 'ceiling', label: 'bulkPut', samples: [10_000, 12_000, 11_000] },
    { kind: 'online-only', label: 'selects', samples: [4000] },
  ],
  note: '',
};
const week: Measure = {
  id: 'query-week',
  label: 'Week',
  unit: 'ms',
  better: 'lower',
  samples: [2, 3, 4],
  references: [{ kind: 'online-only', label: 'server', samples: [30] }],
  note: '',
};
const startup: Measure = {
  id: 'startup-offline',
  label: 'Start-up',
  unit: 'ms',
  better: 'lower',
  samples: [200],
  references: [{ kind: 'ceiling', label: 'DOMContentLoaded', samples: [100] }],
  note: '',
};

describe('gap', () => {
  it('says how many times Cabinet is behind, whichever way is better', () => {
    expect(gap(sync, sync.references[0]!)).toBeCloseTo(11);
    expect(gap(week, week.references[0]!)).toBeCloseTo(0.1);
    expect(gap(startup, startup.references[0]!)).toBe(2);
  });
});

describe('formatting', () => {
  it('writes behind and ahead', () => {
    expect(formatGap(11)).toBe('11× behind');
    expect(formatGap(2.04)).toBe('2.0× behind');
    expect(formatGap(0.1)).toBe('10× ahead');
    expect(formatGap(Number.NaN)).toBe('');
  });

  it('gives small times decimals and rates thousands separators', () => {
    expect(formatValue(1.234, 'ms')).toBe('1.23');
    expect(formatValue(42.25, 'ms')).toBe('42.3');
    expect(formatValue(1234.4, 'ms')).toBe('1,234');
    expect(formatValue(52_000.2, 'rows/s')).toBe('52,000');
    expect(formatValue(186.44, 'kB')).toBe('186.4');
    expect(formatValue(Number.NaN, 'ms')).toBe('–');
  });
});

describe('furthestFromCeiling', () => {
  it('compares only with ceilings', () => {
    const furthest = furthestFromCeiling([sync, week, startup]);
    expect(furthest?.measure.id).toBe('first-sync');
    expect(furthest?.reference.label).toBe('bulkPut');
  });
});

function resultsOf(measures: Measure[], shortfalls: BenchResults['shortfalls'] = []): BenchResults {
  return {
    version: 1,
    mode: 'quick',
    startedAt: '2026-11-22T10:00:00.000Z',
    durationMs: 61_000,
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGb: 8,
      platform: 'linux',
      node: '22',
      browser: 'Chromium',
      loadAverage: { start: 1, end: 2 },
    },
    dataset: {
      size: { doctors: 3, patients: 2000, appointments: 20_000, tasks: 500, services: 10, partners: 50 },
      rows: {},
      syncedRows: 22_601,
      buildMs: 100,
      loadMs: 2300,
    },
    measures,
    shortfalls,
  };
}

describe('renderTable', () => {
  it('says which runs passed their time limit and which scenarios gave no figures', () => {
    const idle: Measure = {
      ...week,
      id: 'first-sync-idle',
      label: 'Idle',
      samples: [50_000],
      missed: ['not idle within 600 s', 'not idle within 600 s'],
    };
    const table = renderTable(
      resultsOf([idle, week], [{ scenario: 'offline start-up', message: 'page closed' }]),
    );
    const line = (start: string) => table.split('\n').find((row) => row.trimStart().startsWith(start)) ?? '';
    expect(line('Idle (ms)')).toMatch(/50,000\s+50,000\s+1$/);
    expect(line('missed: not idle within 600 s')).toMatch(/\s2$/);
    expect(table).toContain('Not measured: offline start-up: page closed.');
  });

  it('prints each figure with its median, p95, spread, runs and each reference beneath it', () => {
    const results = resultsOf([sync, week]);
    const table = renderTable(results);
    const line = (start: string) => table.split('\n').find((row) => row.trimStart().startsWith(start)) ?? '';
    expect(line('First sync (rows/s)')).toMatch(/1,000\s+1,100\s+900–1,100\s+3$/);
    expect(line('ceiling: bulkPut')).toMatch(/11,000\s+12,000\s+10,000–12,000\s+3\s+11× behind$/);
    expect(line('Week (ms)')).toMatch(/3\.00\s+4\.00\s+2\.00–4\.00\s+3$/);
    expect(line('online-only: server')).toMatch(/30\.0\s+30\.0\s+1\s+10× ahead$/);
    expect(table).toContain('22,601 rows synced');
    expect(table).toContain('Furthest from its ceiling: First sync, 11× behind bulkPut.');
  });
});
