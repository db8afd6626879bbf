/**
 * The time now, looked at again every `everyMs` (a minute unless told): the calendar's
 * current-time line, the pipeline's "today" and "overdue" move on while a page stays open.
 */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
