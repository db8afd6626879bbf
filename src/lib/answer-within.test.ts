import { describe, expect, it, vi } from 'vitest';
import { answerWithin } from './answer-within.ts';

describe('answerWithin', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(answerWithin(Promise.resolve('fresh'), 1000, 'remembered')).resolves.toBe('fresh');
  });

  it('gives the fallback when the answer is late', async () => {
    vi.useFakeTimers();
    try {
      const late = new Promise<string>(() => undefined);
      const answer = answerWithin(late, 2500, 'remembered');
      await vi.advanceTimersByTimeAsync(2500);
      await expect(answer).resolves.toBe('remembered');
    } finally {
      vi.useRealTimers();
    }
  });
});
