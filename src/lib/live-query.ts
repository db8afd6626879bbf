/**
 * The state of a live local query as a screen sees it (STYLE.md 11): still loading, ready with a
 * value (which may be empty), or failed. Pure, so combining and reading states is tested apart
 * from React.
 */
export type LiveQuery<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly error: Error };

export const LOADING: LiveQuery<never> = Object.freeze({ state: 'loading' });

export const ready = <T>(value: T): LiveQuery<T> => ({ state: 'ready', value });

export function failed(error: unknown): LiveQuery<never> {
  return { state: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
}

/** The value when ready, else the fallback (a screen that draws the same while loading). */
export function valueOr<T, F>(query: LiveQuery<T>, fallback: F): T | F {
  return query.state === 'ready' ? query.value : fallback;
}

/** Several queries as one: failed if any failed, loading while any loads, else every value. */
export function combineLiveQueries<T extends Record<string, unknown>>(
  queries: {
    [K in keyof T]: LiveQuery<T[K]>;
  },
): LiveQuery<T> {
  const values: Partial<T> = {};
  let loading = false;
  for (const key of Object.keys(queries) as (keyof T)[]) {
    const query = queries[key];
    if (query.state === 'failed') return query;
    if (query.state === 'loading') loading = true;
    else values[key] = query.value;
  }
  return loading ? LOADING : ready(values as T);
}

/**
 * Hands a failed query to the route's error screen (it says the data on the device is safe and
 * offers Reload); answers the query otherwise, for screens that have nothing better to show.
 */
export function throwIfFailed<T>(query: LiveQuery<T>): Exclude<LiveQuery<T>, { state: 'failed' }> {
  if (query.state === 'failed') throw query.error;
  return query as Exclude<LiveQuery<T>, { state: 'failed' }>;
}

/**
 * A clinic's list as the screen may show it: still loading while it is empty before this device's
 * first full sync, when "none" may only mean "not here yet".
 */
export function untilSynced<T>(query: LiveQuery<readonly T[]>, hasSynced: boolean): LiveQuery<readonly T[]> {
  return query.state === 'ready' && query.value.length === 0 && !hasSynced ? LOADING : query;
}
