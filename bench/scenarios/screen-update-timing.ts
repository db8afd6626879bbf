/**
 * The time from a user's input to the screen's update, measured in the page: the clock starts at
 * the browser's own keydown or pointerdown event (Playwright's round trips do not count) and stops
 * when the DOM inside the watched part changed (the update's work) and at the next paint after it
 * (which adds the wait for the display's next frame, up to one frame). One frame of the same page
 * is the ceiling: no screen updates sooner.
 */
import type { Page } from '@playwright/test';

const UPDATE_KEY = '__cabinetBenchScreenUpdate';

const ARM_KEY = '__cabinetBenchArmScreenUpdate';

/**
 * In the page, once: installs the function that arms a watch (below). Installed once rather than
 * sent with every measurement, so its observer's code is the same function each time and warms up
 * like the app's: a freshly evaluated copy ran interpreted every time, and its first runs cost up
 * to 3 ms inside the measured window.
 */
function installScreenUpdate(armKey: string): void {
  if (Reflect.get(window, armKey)) return;
  /** The watched part changed: a change inside it, or nodes added that are or hold it. */
  const touchesWatched = (record: MutationRecord, watched: string): boolean => {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    if (target?.closest(watched)) return true;
    for (const node of record.addedNodes) {
      if (node instanceof Element && (node.matches(watched) || node.querySelector(watched) !== null))
        return true;
    }
    return false;
  };
  /**
   * A promise of the ms from the next keydown/pointerdown to the watched part's DOM change (the
   * update's work: handlers, render, commit) and to the next paint after it; with `settled`, also
   * to the paint after nothing matches that selector any more (parts filled in after the update).
   */
  const arm = (key: string, watched: string, settled: string | null): void => {
    // The watched part may be re-rendered as new nodes, so watch the page and keep only the
    // changes that touch it (typing alone changes the search box, not a list).
    const update = new Promise<{ toDom: number; toPaint: number; toSettled: number }>((resolve) => {
      let started: number | undefined;
      let toDom: number | undefined;
      let toPaint: number | undefined;
      let toSettled: number | undefined;
      const start = () => {
        started ??= performance.now();
      };
      const finish = () => {
        if (toPaint === undefined || toSettled === undefined || toDom === undefined) return;
        clearTimeout(timer);
        resolve({ toDom, toPaint, toSettled });
      };
      window.addEventListener('keydown', start, { capture: true, once: true });
      window.addEventListener('pointerdown', start, { capture: true, once: true });
      const observer = new MutationObserver((records) => {
        if (started === undefined) return;
        const from = started;
        if (toDom === undefined) {
          if (!records.some((record) => touchesWatched(record, watched))) return;
          toDom = performance.now() - from;
          requestAnimationFrame(() =>
            setTimeout(() => {
              toPaint = performance.now() - from;
              finish();
            }, 0),
          );
        }
        if (settled !== null && document.querySelector(settled) !== null) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            toSettled = performance.now() - from;
            finish();
          }, 0),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      // An input that changes nothing on screen gives no sample rather than a wait.
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve({ toDom: Number.NaN, toPaint: Number.NaN, toSettled: Number.NaN });
      }, 5_000);
    });
    Reflect.set(window, key, update);
  };
  Reflect.set(window, armKey, arm);
}

function armScreenUpdate({
  armKey,
  key,
  watched,
  settled,
}: {
  armKey: string;
  key: string;
  watched: string;
  settled: string | null;
}): void {
  (Reflect.get(window, armKey) as (key: string, watched: string, settled: string | null) => void)(
    key,
    watched,
    settled,
  );
}

function awaitScreenUpdate(key: string): Promise<ScreenUpdate> {
  return Reflect.get(window, key) as Promise<ScreenUpdate>;
}

/** One frame of this page, as the ceiling: rAF to rAF. */
export function frameTime(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame((first) => requestAnimationFrame((second) => resolve(second - first)));
  });
}

/** The ms from an input event to the DOM changed (the work) and to the next paint after it. */
export interface ScreenUpdate {
  toDom: number;
  toPaint: number;
  /** To the paint once nothing matched the `settled` selector (toPaint without one). */
  toSettled: number;
}

/**
 * The times from the action's input event to the change of what `watched` (a CSS selector)
 * matches, or null when it did not change.
 */
export async function timedScreenUpdate(
  page: Page,
  watched: string,
  act: () => Promise<void>,
  /** Arms another watch in the page; after this one, so its observer reports second. */
  armAlso?: () => Promise<void>,
  /** What the screen fills in after the update (e.g. cells still loading): toSettled waits for none. */
  settled: string | null = null,
): Promise<ScreenUpdate | null> {
  await page.evaluate(installScreenUpdate, ARM_KEY);
  await page.evaluate(armScreenUpdate, { armKey: ARM_KEY, key: UPDATE_KEY, watched, settled });
  await armAlso?.();
  await act();
  const update = await page.evaluate(awaitScreenUpdate, UPDATE_KEY);
  return Number.isNaN(update.toPaint) ? null : update;
}

/** The ms from the action's input event to the next paint of the changed part, or null. */
export async function timedUpdate(
  page: Page,
  watched: string,
  act: () => Promise<void>,
): Promise<number | null> {
  return (await timedScreenUpdate(page, watched, act))?.toPaint ?? null;
}
