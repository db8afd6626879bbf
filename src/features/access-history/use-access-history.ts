/**
 * One patient's or one user's access history, read from the server when the page opens (and
 * again when asked): loading, ready, or failed (offline, or the server refused).
 */
import { useCallback, useEffect, useState } from 'react';
import { failed, type LiveQuery, LOADING, ready } from '#lib/live-query.ts';
import type { AccessHistoryQuery, AccessHistoryRow, LoadAccessHistory } from './access-history-rows.ts';

export function useAccessHistory(
  load: LoadAccessHistory,
  query: AccessHistoryQuery,
): { history: LiveQuery<AccessHistoryRow[]>; reload: () => void } {
  const [history, setHistory] = useState<LiveQuery<AccessHistoryRow[]>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read through its key; attempt asks again.
  useEffect(() => {
    let current = true;
    setHistory(LOADING);
    load(JSON.parse(key) as AccessHistoryQuery).then(
      (rows) => current && setHistory(ready(rows)),
      (error: unknown) => current && setHistory(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [load, key, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { history, reload };
}
