import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary.ts';

describe('the error screen’s one line', () => {
  it('is the first line of the message', () => {
    expect(errorSummary(new Error('DXE1: IndexedDB refused\n  at open (db.ts:1)'))).toBe(
      'DXE1: IndexedDB refused',
    );
  });
  it('falls back to the error’s name, then to a word', () => {
    const error = new TypeError('');
    expect(errorSummary(error)).toBe('TypeError');
    expect(errorSummary(undefined)).toBe('Error');
    expect(errorSummary({ not: 'an error' })).toBe('Error');
  });
  it('takes a thrown string', () => {
    expect(errorSummary('  quota exceeded ')).toBe('quota exceeded');
  });
  it('shortens a long line', () => {
    const summary = errorSummary(new Error('x'.repeat(500)));
    expect(summary).toHaveLength(200);
    expect(summary.endsWith('…')).toBe(true);
  });
});
