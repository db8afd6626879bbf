import { describe, expect, it } from 'vitest';
import { createBackgroundPushes, GIVE_WAY_MS } from './background-pushes.ts';

describe('background pushes and a page taking an update', () => {
  it('abort the pushes under way, and those the browser starts soon after, then run again', () => {
    let time = 1_000;
    const pushes = createBackgroundPushes(() => time);
    const before = pushes.start();
    expect(before.signal.aborted).toBe(false);
    expect(pushes.size).toBe(1);

    pushes.giveWay();
    expect(before.signal.aborted).toBe(true);
    expect(pushes.size).toBe(0);

    // The browser retries a push after the page asked: it would hold the new version's activation.
    time += 5_000;
    const retried = pushes.start();
    expect(retried.signal.aborted).toBe(true);
    expect(pushes.size).toBe(0);

    // Long after (the update did not happen): pushes run again.
    time += GIVE_WAY_MS;
    const later = pushes.start();
    expect(later.signal.aborted).toBe(false);
    later.done();
    expect(pushes.size).toBe(0);
  });
});
