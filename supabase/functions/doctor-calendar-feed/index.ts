/**
 * doctor-calendar-feed (issue 41): a doctor's private calendar address,
 * /functions/v1/doctor-calendar-feed?token=…, read by Google and Apple calendars, which send no
 * sign-in (config.toml turns the JWT check off for this function). The token is the secret: an
 * unknown or revoked one answers 404, like an address that never existed. The events come from
 * calendar_feed (service key only) and are written by calendar-feed.ts.
 */
import { readServiceSettings, serviceRpc } from '../_shared/service-api.ts';
import { feedCalendar, isFeed } from './calendar-feed.ts';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

const NOT_FOUND = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });

export async function handler(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed\n', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return NOT_FOUND();
  const settings = readServiceSettings();
  if (typeof settings === 'string') {
    return new Response(`${settings}\n`, { status: 500, headers: { 'Content-Type': 'text/plain' } });
  }
  const feed = await serviceRpc(settings, 'calendar_feed', { p_token: token });
  if (!isFeed(feed)) return NOT_FOUND();
  return new Response(feedCalendar(feed, new Date()), {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="cabinet.ics"',
      // A revoked address must stop answering: no copy kept along the way.
      'Cache-Control': 'no-store',
    },
  });
}

Deno.serve(handler);
