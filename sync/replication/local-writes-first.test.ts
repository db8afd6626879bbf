import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalWritesFirst } from './local-writes-first.ts';

describe('createLocalWritesFirst', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = async (promise: Promise<void>): Promise<boolean> => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('lets the pull go at once when no local write is under way', async () => {
    const writes = createLocalWritesFirst();
    expect(await settled(writes.idle())).toBe(true);
  });

  it('holds the pull from a write’s mark until its write event, for every document under way', async () => {
    const writes = createLocalWritesFirst();
    writes.begin('patients/a');
    writes.begin('tasks/b');
    const idle = writes.idle();
    expect(await settled(idle)).toBe(false);
    writes.end('patients/a');
    expect(await settled(idle)).toBe(false);
    expect(writes.underWay).toBe(1);
    writes.end('tasks/b');
    expect(await settled(idle)).toBe(true);
    expect(writes.underWay).toBe(0);
  });

  it('ends a document’s holds with one write event, and ignores an event it holds nothing for', async () => {
    const writes = createLocalWritesFirst();
    writes.begin('patients/a');
    writes.begin('patients/a');
    writes.end('patients/other');
    expect(writes.underWay).toBe(1);
    writes.end('patients/a');
    expect(await settled(writes.idle())).toBe(true);
  });

  it('never holds the pull longer than the limit for a write that sends no event', async () => {
    const writes = createLocalWritesFirst(2000);
    writes.begin('patients/refused');
    const idle = writes.idle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(idle)).toBe(true);
  });

  it('counts the limit from each write: a later write of the same document keeps its hold', async () => {
    const writes = createLocalWritesFirst(2000);
    writes.begin('patients/a');
    await vi.advanceTimersByTimeAsync(1500);
    writes.begin('patients/a');
    const idle = writes.idle();
    await vi.advanceTimersByTimeAsync(600);
    expect(await settled(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1400);
    expect(await settled(idle)).toBe(true);
  });
});
