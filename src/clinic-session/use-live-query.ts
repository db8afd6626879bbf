/**
 * Binds a sync-layer query (an observable of plain JSON from #sync/api) to a component with an
 * explicit state: 'loading' until the first value (and again whenever `deps` change, so a screen
 * never shows the previous patient or week as the new one), 'ready' with each value, 'failed'
 * when the query errors. A factory answering null (no clinic database yet) is loading.
 */

import { type DependencyList, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { failed, type LiveQuery, LOADING, ready } from './live-query.ts';

interface Snapshot<T> {
  deps: DependencyList;
  query: LiveQuery<T>;
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

export function useLiveQuery<T>(
  query$: () => Observable<T> | null | undefined,
  deps: DependencyList,
): LiveQuery<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ deps, query: LOADING });
  // The factory closes over the caller's deps; the subscription follows those deps, not its identity.
  const factory = useRef(query$);
  useLayoutEffect(() => {
    factory.current = query$;
  });
  const [subscribedDeps, setSubscribedDeps] = useState(deps);
  // The deps array is new each render: subscribe again only when one of its items changed.
  const current = sameDeps(subscribedDeps, deps) ? subscribedDeps : deps;
  if (current !== subscribedDeps) setSubscribedDeps(current);

  useEffect(() => {
    const source = factory.current();
    if (!source) {
      setSnapshot({ deps: current, query: LOADING });
      return;
    }
    const subscription = source.subscribe({
      next: (value) => setSnapshot({ deps: current, query: ready(value) }),
      error: (error) => setSnapshot({ deps: current, query: failed(error) }),
    });
    return () => subscription.unsubscribe();
  }, [current]);

  return snapshot.deps === current ? snapshot.query : LOADING;
}
