import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UPDATE_CHECK_TIMING as TIMING,
  type UpdateCheckEnvironment,
  watchForUpdates,
} from './update-checks.ts';

/** A window and document the test fires events on, with vitest's clock. */
function environment() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const env: UpdateCheckEnvironment = {
    window: win as unknown as UpdateCheckEnvironment['window'],
    document: doc as unknown as UpdateCheckEnvironment['document'],
    now: () => Date.now(),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { env, win, doc };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchForUpdates', () => {
  it('looks every half hour while the app stays open', async () => {
    vi.useFakeTimers();
    const look = vi.fn(async () => undefined);
    const stop = watchForUpdates(look, environment().env, TIMING);
    expect(look).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 30 * 60_000);
    expect(look).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('looks when the network returns, the page gets the focus or comes back into view', async () => {
    vi.useFakeTimers();
    const look = vi.fn(async () => undefined);
    const { env, win, doc } = environment();
    watchForUpdates(look, env, TIMING);
    win.dispatchEvent(new Event('online'));
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    win.dispatchEvent(new Event('focus'));
    expect(look).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(look).toHaveBeenCalledTimes(2);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('looks once for a burst of such events, and again a minute later', async () => {
    vi.useFakeTimers();
    const look = vi.fn(async () => undefined);
    const { env, win } = environment();
    watchForUpdates(look, env, TIMING);
    for (const type of ['online', 'focus', 'focus', 'online']) win.dispatchEvent(new Event(type));
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_000);
    win.dispatchEvent(new Event('focus'));
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    win.dispatchEvent(new Event('focus'));
    expect(look).toHaveBeenCalledTimes(2);
  });

  it('keeps going when a look fails (no network)', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const look = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { env, win } = environment();
    watchForUpdates(look, env, TIMING);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(look).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
