import { describe, expect, it } from 'vitest';
import { feedCalendar, isFeed } from './calendar-feed.ts';

const feed = {
  doctor: { id: 'd1', name: 'Dr. Ana Pop' },
  clinic: 'Clinica Aurora',
  events: [
    // 10:00 in Bucharest in winter and in summer.
    {
      id: 'a1',
      start: '2027-01-12T08:00:00Z',
      minutes: 30,
      initials: 'I. F.',
      service: 'Consult',
      updated_at: '2027-01-01T10:00:00Z',
    },
    {
      id: 'a2',
      start: '2027-07-13T07:00:00Z',
      minutes: 45,
      initials: 'M. D.',
      service: null,
      updated_at: '2027-01-01T10:00:00Z',
    },
  ],
};

describe('a doctor’s calendar as iCalendar text', () => {
  const text = feedCalendar(feed, new Date('2027-01-02T09:30:00Z'));
  const lines = text.split(/\r?\n/);

  it('writes each event on the clinic’s clock with its zone, named by initials and service', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Bucharest:20270112T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Bucharest:20270112T103000');
    expect(lines).toContain('DTSTART;TZID=Europe/Bucharest:20270713T100000');
    expect(lines).toContain('SUMMARY:I. F. · Consult');
    expect(lines).toContain('SUMMARY:M. D.');
    expect(lines).toContain('UID:a1@cabinet');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Bucharest');
  });

  it('stamps each event in UTC, as RFC 5545 asks: when the feed was read, when the visit last changed', () => {
    expect(lines.filter((line) => line.startsWith('DTSTAMP'))).toEqual([
      'DTSTAMP:20270102T093000Z',
      'DTSTAMP:20270102T093000Z',
    ]);
    expect(lines.filter((line) => line.startsWith('LAST-MODIFIED'))).toEqual([
      'LAST-MODIFIED:20270101T100000Z',
      'LAST-MODIFIED:20270101T100000Z',
    ]);
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Bucharest');
  });

  it('reads only a feed the database answered', () => {
    expect(isFeed(feed)).toBe(true);
    expect(isFeed(null)).toBe(false);
    expect(isFeed({ doctor: {}, events: [] })).toBe(false);
  });
});
