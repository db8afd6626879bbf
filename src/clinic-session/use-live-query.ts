/**
 * Binds a sync-layer query (an observable of plain JSON from #sync/api) to a component with an
 * explicit state: 'loading' until the first value (and again whenever `deps` change, so a screen
 * never shows the previous patient or week as the new one), 'ready' with each value, 'failed'
 * when the query errors. A factory answering null (no clinic database yet) is loading.
 *
 * A query whose answer is already known (RxDB keeps the last result of a query) answers in the
 * very first render, as dexie-react-hooks' useObservable did: a form that takes its defaults
 * from the catalog on mount gets them, and a screen shows no loading flash it need not.
 */
import { type DependencyList, useEffect, useState } from 'react';
import { type Observable, ReplaySubject, share, timer } from 'rxjs';
import { failed, type LiveQuery, LOADING, ready } from '#lib/live-query.ts';

interface Opened<T> {
  deps: DependencyList;
  source: Observable<T> | null;
  /** What the source answered at once on subscription, or loading. */
  first: LiveQuery<T>;
}

/** No answer shown yet (no query answers with this). */
const NOT_SHOWN = Symbol('not shown');

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * How long a query's last answer is kept once nobody listens: the render's first look and the
 * effect's subscription (after the paint) then share one run of the query, instead of mapping and
 * sorting a whole collection twice (the pipeline's 5,000 tasks), and share its answer's identity,
 * so memoised work downstream is not done again.
 */
const KEEP_LAST_ANSWER_MS = 5_000;

function open<T>(deps: DependencyList, query$: () => Observable<T> | null | undefined): Opened<T> {
  const made = query$() ?? null;
  const source = made
    ? made.pipe(
        share({
          connector: () => new ReplaySubject<T>(1),
          resetOnError: true,
          resetOnComplete: true,
          resetOnRefCountZero: () => timer(KEEP_LAST_ANSWER_MS),
        }),
      )
    : null;
  let first: LiveQuery<T> = LOADING;
  if (source) {
    // Subscribing and leaving at once reads a value the source already holds, nothing more.
    source
      .subscribe({
        next: (value) => {
          first = ready(value);
        },
        error: (error) => {
          first = failed(error);
        },
      })
      .unsubscribe();
  }
  return { deps, source, first };
}

export function useLiveQuery<T>(
  query$: () => Observable<T> | null | undefined,
  deps: DependencyList,
): LiveQuery<T> {
  const [opened, setOpened] = useState(() => open(deps, query$));
  const [emitted, setEmitted] = useState<{ from: Opened<T>; query: LiveQuery<T> } | null>(null);
  // New deps: open the new query now (React renders again at once with it), never show the old answer.
  const reopened = sameDeps(opened.deps, deps) ? null : open(deps, query$);
  if (reopened) setOpened(reopened);

  useEffect(() => {
    if (!opened.source) return;
    // The subscription first replays the answer the render already showed (read on opening):
    // rendering it again would only repeat the screen's work, inside the same frame.
    let shown = opened.first.state === 'ready' ? opened.first.value : NOT_SHOWN;
    const subscription = opened.source.subscribe({
      next: (value) => {
        const repeat = Object.is(value, shown);
        shown = NOT_SHOWN;
        if (!repeat) setEmitted({ from: opened, query: ready(value) });
      },
      error: (error) => setEmitted({ from: opened, query: failed(error) }),
    });
    return () => subscription.unsubscribe();
  }, [opened]);

  if (reopened) return reopened.first;
  return emitted?.from === opened ? emitted.query : opened.first;
}
