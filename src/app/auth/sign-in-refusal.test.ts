import { describe, expect, it } from 'vitest';
import { signInWaitSeconds } from './sign-in-refusal.ts';

describe('signInWaitSeconds', () => {
  it('reads the wait the server states', () => {
    expect(
      signInWaitSeconds({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Too many sign-in attempts. For security purposes, you can only try again after 42 seconds.',
      }),
    ).toBe(42);
  });

  it('asks a minute when the limit states none, and nothing for other refusals', () => {
    expect(signInWaitSeconds({ status: 429, message: 'Request rate limit reached' })).toBe(60);
    expect(
      signInWaitSeconds({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }),
    ).toBeNull();
  });
});
