/**
 * Request headers PostgREST negotiates on: Prefer (comma-joined, possibly repeated), Accept
 * (the response media type) and Range; and the Content-Range/status of a partial answer
 * (ApiRequest/Preferences.hs, MediaType.hs, RangeQuery.hs).
 */
import type { IncomingMessage } from 'node:http';
import { invalidPreferences, mediaTypeError } from './errors.ts';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  invalid: string[];
}

const ACCEPTED: Record<string, [keyof Preferences, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=representation': ['return', 'representation'],
  'return=minimal': ['return', 'minimal'],
  'return=headers-only': ['return', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
};

export function parsePreferences(header: string | string[] | undefined): Preferences {
  const values = (Array.isArray(header) ? header : header === undefined ? [] : [header])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const prefs: Preferences = { invalid: [] };
  const record = prefs as unknown as Record<string, unknown>;
  for (const value of values) {
    const known = ACCEPTED[value];
    if (known) {
      // The first occurrence of each preference wins.
      if (record[known[0]] === undefined) record[known[0]] = known[1];
      continue;
    }
    const maxAffected = /^max-affected=(\d+)$/.exec(value);
    if (maxAffected) {
      prefs.maxAffected ??= Number.parseInt(maxAffected[1] ?? '0', 10);
      continue;
    }
    // tx=commit|rollback is only honoured when the server allows it; Supabase does not.
    if (value === 'tx=commit' || value === 'tx=rollback') continue;
    prefs.invalid.push(value);
  }
  return prefs;
}

export function checkStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) throw invalidPreferences(prefs.invalid);
}

/** Preference-Applied: the preferences this kind of request honoured, in PostgREST's order. */
export function preferenceApplied(
  prefs: Preferences,
  honoured: ReadonlyArray<keyof Preferences>,
): string | undefined {
  const out: string[] = [];
  const take = (key: keyof Preferences, render: (value: string) => string) => {
    const value = prefs[key];
    if (honoured.includes(key) && value !== undefined) out.push(render(String(value)));
  };
  take('resolution', (v) => `resolution=${v}`);
  take('missing', (v) => `missing=${v}`);
  take('return', (v) => `return=${v}`);
  take('count', (v) => `count=${v}`);
  take('handling', (v) => `handling=${v}`);
  if (prefs.handling === 'strict') take('maxAffected', (v) => `max-affected=${v}`);
  return out.length > 0 ? out.join(', ') : undefined;
}

export interface MediaChoice {
  body: 'array' | 'single';
  stripNulls: boolean;
  contentType: string;
}

/** Picks the response media type from Accept (highest q first); 406 PGRST107 if none fits. */
export function negotiateMedia(accept: string | undefined): MediaChoice {
  if (accept === undefined || accept.trim() === '') {
    return { body: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  }
  const offered = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return {
        type: type.toLowerCase(),
        params: params.map((param) => param.toLowerCase().replace(/\s/g, '')),
        q: q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0,
        index,
      };
    })
    .filter((media) => media.type !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const media of offered) {
    const stripped = media.params.includes('nulls=stripped');
    if (media.type === 'application/vnd.pgrst.object+json' || media.type === 'application/vnd.pgrst.object') {
      return {
        body: 'single',
        stripNulls: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    }
    if (media.type === 'application/vnd.pgrst.array+json' && stripped) {
      return {
        body: 'array',
        stripNulls: true,
        contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
      };
    }
    if (
      ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(media.type)
    ) {
      return { body: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
    }
  }
  throw mediaTypeError(offered.map((media) => [media.type, ...media.params].join(';')));
}

/** `Range: 0-9` (GET only), intersected with limit/offset by the caller. */
export function requestedRange(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const header = req.headers.range;
  if (typeof header !== 'string') return undefined;
  const match = /^(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const lower = Number.parseInt(match[1] ?? '0', 10);
  if (match[2] === '' || match[2] === undefined) return { offset: lower };
  const upper = Number.parseInt(match[2], 10);
  return { offset: lower, limit: Math.max(0, upper - lower + 1) };
}

/** `lo-hi/total`, `*` for an empty range, total `*` when not counted (RangeQuery.contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** Status of a read: 206 when a known total exceeds the page, 416 past the end. */
export function rangeStatus(lower: number, pageTotal: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (lower > total) return 416;
  if (pageTotal < total) return 206;
  return 200;
}
