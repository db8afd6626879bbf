/**
 * What the calendar address card asks of the server (issue 41): the doctor's private iCal address
 * (made on the first ask) and its revocation. The route hands in an implementation
 * (src/app/calendar-feed.ts). Every call needs the network; each answers an outcome, never throws.
 */
export type FeedRefusal = 'offline' | 'not_allowed' | 'failed';

export type FeedOutcome<T> = { ok: true; value: T } | { ok: false; refusal: FeedRefusal };

export interface CalendarFeedActions {
  /** The address calendar apps subscribe to. */
  address(doctorId: string): Promise<FeedOutcome<string>>;
  /** Revokes it: calendars reading it get nothing from now on. */
  revoke(doctorId: string): Promise<FeedOutcome<null>>;
}
