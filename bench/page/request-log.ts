/**
 * Times every request of the page's supabase-js client, body included, per path: with it the
 * first sync's time splits into waiting for sync_pull answers and the device's own work.
 */

export interface RequestTotals {
  count: number;
  ms: number;
}

const totals = new Map<string, RequestTotals>();

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

export async function loggedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const start = performance.now();
  const response = await fetch(input, init);
  const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
  const entry = totals.get(url.pathname) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += performance.now() - start;
  totals.set(url.pathname, entry);
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Totals for paths ending in `suffix` since the last reset. */
export function requestTotals(suffix: string): RequestTotals {
  const sum = { count: 0, ms: 0 };
  for (const [path, entry] of totals) {
    if (!path.endsWith(suffix)) continue;
    sum.count += entry.count;
    sum.ms += entry.ms;
  }
  return sum;
}

export function resetRequestTotals(): void {
  totals.clear();
}
