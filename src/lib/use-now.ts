/** The time now, looked at again each minute: "overdue" and "today" move on while a page stays open. */
import { useEffect, useState } from 'react';

const CHECK_EVERY_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
