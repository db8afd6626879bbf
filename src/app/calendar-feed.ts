/**
 * The calendar address card's actions (src/features/calendar-feed/calendar-feed-actions.ts) through the
 * database functions calendar_feed_token and revoke_calendar_feed, called as the signed-in user
 * (the doctor themself or their clinic's administrator; the server checks which).
 */
import type {
  CalendarFeedActions,
  FeedOutcome,
  FeedRefusal,
} from '#features/calendar-feed/calendar-feed-actions.ts';
import { appEnv, supabase } from './supabase-client.ts';

function refusalOf(error: { code?: string } | null): FeedRefusal {
  return error?.code === '42501' ? 'not_allowed' : 'failed';
}

async function call<T>(run: () => Promise<FeedOutcome<T>>): Promise<FeedOutcome<T>> {
  if (!navigator.onLine) return { ok: false, refusal: 'offline' };
  try {
    return await run();
  } catch (error) {
    console.error('The calendar address call failed', error);
    return { ok: false, refusal: 'offline' };
  }
}

/** The feed function's address for a token. */
function feedAddress(token: string): string {
  const base = appEnv.supabaseUrl.replace(/\/+$/, '');
  return `${base}/functions/v1/doctor-calendar-feed?token=${encodeURIComponent(token)}`;
}

export const CALENDAR_FEED: CalendarFeedActions = {
  address: (doctorId) =>
    call(async () => {
      const { data, error } = await supabase.rpc('calendar_feed_token', { p_doctor: doctorId });
      if (error || typeof data !== 'string') return { ok: false, refusal: refusalOf(error) };
      return { ok: true, value: feedAddress(data) };
    }),
  revoke: (doctorId) =>
    call(async () => {
      const { error } = await supabase.rpc('revoke_calendar_feed', { p_doctor: doctorId });
      return error ? { ok: false, refusal: refusalOf(error) } : { ok: true, value: null };
    }),
};
