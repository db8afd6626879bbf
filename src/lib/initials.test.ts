import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Ana Popescu')).toBe('AP');
    expect(initials('  ștefan   ionescu  vlad ')).toBe('ȘI');
  });

  it('takes the first two letters of a single word', () => {
    expect(initials('Maria')).toBe('MA');
    expect(initials('x')).toBe('X');
  });

  it('falls back to NA', () => {
    expect(initials('')).toBe('NA');
    expect(initials('   ')).toBe('NA');
    expect(initials(null)).toBe('NA');
    expect(initials(undefined)).toBe('NA');
  });
});
