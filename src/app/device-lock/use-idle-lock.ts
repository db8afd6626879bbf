/**
 * Locks the device after `minutes` without a touch, a key or a wheel in this tab: what a person
 * does. Scroll events are left out: the app scrolls by itself (the calendar to the current hour),
 * and a touch or a wheel starts every scroll a person makes. The deadline is checked on a timer and
 * whenever the tab becomes visible again (timers sleep in a hidden tab).
 */
import { useEffect } from 'react';
import { isLockDue, lockDueAt } from './idle-rules.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useIdleLock(active: boolean, minutes: number, onIdle: () => void): void {
  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const now = Date.now();
      if (isLockDue(lastActivity, minutes, now)) {
        onIdle();
        return;
      }
      timer = setTimeout(check, lockDueAt(lastActivity, minutes) - now);
    };
    const touched = () => {
      lastActivity = Date.now();
    };
    const visible = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const name of ACTIVITY_EVENTS)
      document.addEventListener(name, touched, { capture: true, passive: true });
    document.addEventListener('visibilitychange', visible);
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, touched, { capture: true });
      document.removeEventListener('visibilitychange', visible);
    };
  }, [active, minutes, onIdle]);
}
