import { describe, expect, it } from 'vitest';
import { EmailSendLimit } from './email-send-limit.ts';

describe('EmailSendLimit', () => {
  it('lets one request per address through each interval, whatever the case of the address', () => {
    const limit = new EmailSendLimit(10_000);
    expect(limit.take('Ana@Example.test', 1_000)).toBe(0);
    expect(limit.take('ana@example.test', 4_000)).toBe(7_000);
    expect(limit.take('other@example.test', 4_000)).toBe(0);
    expect(limit.take('ana@example.test', 11_000)).toBe(0);
  });

  it('forgets addresses past the window once it holds many', () => {
    const limit = new EmailSendLimit(10);
    for (let i = 0; i < 1_000; i += 1) limit.take(`user-${i}@example.test`, 0);
    expect(limit.take('late@example.test', 100)).toBe(0);
    expect(limit.take('user-1@example.test', 100)).toBe(0);
  });
});
