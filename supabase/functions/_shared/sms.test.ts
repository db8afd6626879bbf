import { describe, expect, it } from 'vitest';
import { smsProviderFromEnv } from './sms.ts';

describe('the SMS provider the environment names', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  it('is none without SMS_PROVIDER, and says what a named one lacks', () => {
    expect(smsProviderFromEnv(env({}))).toBeNull();
    expect(smsProviderFromEnv(env({ SMS_PROVIDER: 'catcher' }))).toBe(
      'SMS_PROVIDER=catcher needs SMS_CATCHER_URL',
    );
    expect(smsProviderFromEnv(env({ SMS_PROVIDER: 'http' }))).toBe('SMS_PROVIDER=http needs SMS_API_URL');
    expect(smsProviderFromEnv(env({ SMS_PROVIDER: 'pigeon' }))).toBe('unknown SMS_PROVIDER pigeon');
    expect(
      typeof smsProviderFromEnv(env({ SMS_PROVIDER: 'http', SMS_API_URL: 'https://sms.example/send' })),
    ).toBe('object');
  });
});
