/**
 * A flag that follows `value` but turns true only `delayMs` after it does (and false at once):
 * the sidebar shows its labels once it has widened, so they never wrap mid-animation.
 */
import { useEffect, useState } from 'react';

export function useDelayedTrue(value: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    if (!value) {
      setDelayed(false);
      return;
    }
    const timer = window.setTimeout(() => setDelayed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
