/**
 * Today in the clinic's time zone (yyyy-MM-dd), looked at again each minute: ages and the
 * last-appointment filter move on at midnight even when nothing else changes on the page.
 */
import { useEffect, useState } from 'react';
import { clinicDay } from '#core/bucharest-time.ts';

const CHECK_EVERY_MS = 60_000;

export function useClinicToday(): string {
  const [today, setToday] = useState(() => clinicDay(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(clinicDay(new Date())), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
