/**
 * A doctor's calendar as iCalendar (RFC 5545) text, for Google and Apple calendars: each scheduled
 * appointment an event at its time in Europe/Bucharest (TZID, with the zone's VTIMEZONE), named
 * by the patient's initials and the service, nothing more. ical-generator writes the text; luxon
 * gives it each instant on the clinic's clock.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';

export const FEED_TIME_ZONE = 'Europe/Bucharest';

export interface FeedEvent {
  id: string;
  /** The appointment's start, an ISO instant. */
  start: string;
  minutes: number;
  /** 'A. P.' */
  initials: string;
  service: string | null;
  updated_at: string;
}

/** What calendar_feed answers for a known token. */
export interface Feed {
  doctor: { id: string; name: string | null };
  clinic: string | null;
  events: FeedEvent[];
}

export function isFeed(value: unknown): value is Feed {
  if (typeof value !== 'object' || value === null) return false;
  const feed = value as Partial<Feed>;
  return typeof feed.doctor?.id === 'string' && Array.isArray(feed.events);
}

/** How often a calendar app is asked to read the feed again. */
const REFRESH_MINUTES = 15;

export function feedCalendar(feed: Feed, now: Date): string {
  const title = [feed.clinic, feed.doctor.name].filter(Boolean).join(' · ') || 'Cabinet';
  const calendar = ical({
    name: title,
    prodId: { company: 'cabinet', product: 'doctor-calendar', language: 'RO' },
    ttl: REFRESH_MINUTES * 60,
  });
  // The zone named on each event (TZID, with its VTIMEZONE), not on the calendar: ical-generator
  // writes the calendar's zone into DTSTAMP and LAST-MODIFIED too, which RFC 5545 wants in UTC.
  // Calendar apps take the calendar's own zone from X-WR-TIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x('X-WR-TIMEZONE', FEED_TIME_ZONE);
  const onClinicClock = (iso: string) => DateTime.fromISO(iso, { zone: FEED_TIME_ZONE });
  for (const event of feed.events) {
    const start = onClinicClock(event.start);
    if (!start.isValid) continue;
    calendar.createEvent({
      id: `${event.id}@cabinet`,
      start,
      end: start.plus({ minutes: event.minutes }),
      timezone: FEED_TIME_ZONE,
      summary: event.service ? `${event.initials} · ${event.service}` : event.initials,
      stamp: DateTime.fromJSDate(now, { zone: 'utc' }),
      lastModified: DateTime.fromISO(event.updated_at, { zone: 'utc' }),
    });
  }
  return calendar.toString();
}
