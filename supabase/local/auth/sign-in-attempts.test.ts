import { describe, expect, it } from 'vitest';
import { SignInAttempts } from './sign-in-attempts.ts';

describe('SignInAttempts', () => {
  it('lets an account mistype five times, then makes it wait 30 s, doubling to 5 min', () => {
    const attempts = new SignInAttempts();
    for (let i = 0; i < 5; i += 1) {
      expect(attempts.waitFor('Ana@x.test', null, 1_000)).toBe(0);
      attempts.failed('ana@x.test', null, 1_000);
    }
    expect(attempts.waitFor('ana@x.test', null, 1_000)).toBe(30_000);
    expect(attempts.waitFor('ana@x.test', null, 31_000)).toBe(0);
    attempts.failed('ana@x.test', null, 31_000);
    expect(attempts.waitFor('ana@x.test', null, 31_000)).toBe(60_000);
    for (let i = 0; i < 10; i += 1) attempts.failed('ana@x.test', null, 100_000);
    expect(attempts.waitFor('ana@x.test', null, 100_000)).toBe(300_000);
  });

  it('forgets an account’s failures once its password is right', () => {
    const attempts = new SignInAttempts();
    for (let i = 0; i < 4; i += 1) attempts.failed('ana@x.test', null, 0);
    attempts.succeeded('ana@x.test');
    attempts.failed('ana@x.test', null, 0);
    expect(attempts.waitFor('ana@x.test', null, 0)).toBe(0);
  });

  it('lets an address take 30 wrong passwords in 5 min, over any accounts', () => {
    const attempts = new SignInAttempts();
    for (let i = 0; i < 30; i += 1) attempts.failed(`user-${i}@x.test`, '10.0.0.7', i * 1_000);
    expect(attempts.waitFor('fresh@x.test', '10.0.0.7', 30_000)).toBe(270_000);
    expect(attempts.waitFor('fresh@x.test', '10.0.0.8', 30_000)).toBe(0);
    expect(attempts.waitFor('fresh@x.test', '10.0.0.7', 300_000)).toBe(0);
  });
});
