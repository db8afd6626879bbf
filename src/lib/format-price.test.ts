import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('writes whole amounts without decimals and others with two, per language', () => {
    expect(formatPrice(250, 'RON', 'ro')).toBe('250 RON');
    expect(formatPrice(1250.5, 'EUR', 'en')).toBe('1,250.50 EUR');
  });
});
