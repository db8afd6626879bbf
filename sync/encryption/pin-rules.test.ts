import { describe, expect, it } from 'vitest';
import { attemptsLeft, newPinProblem, pinProblem } from './pin-rules.ts';

describe('pin rules', () => {
  it('takes 4 to 8 digits only', () => {
    expect(pinProblem('')).toBe('required');
    expect(pinProblem('123')).toBe('length');
    expect(pinProblem('1234')).toBeNull();
    expect(pinProblem('12345678')).toBeNull();
    expect(pinProblem('123456789')).toBe('length');
    expect(pinProblem('12a4')).toBe('digits');
    expect(pinProblem(' 1234')).toBe('digits');
    expect(pinProblem('١٢٣٤')).toBe('digits');
  });

  it('asks the confirmation to match', () => {
    expect(newPinProblem('4829', '4829')).toBeNull();
    expect(newPinProblem('4829', '4828')).toBe('mismatch');
    expect(newPinProblem('48', '48')).toBe('length');
  });

  it('counts five tries', () => {
    expect(attemptsLeft(0)).toBe(5);
    expect(attemptsLeft(4)).toBe(1);
    expect(attemptsLeft(5)).toBe(0);
    expect(attemptsLeft(9)).toBe(0);
  });
});
