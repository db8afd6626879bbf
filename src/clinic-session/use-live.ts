/**
 * Binds a sync-layer query (an observable) to a component through dexie-react-hooks'
 * useObservable (DESIGN.md): re-subscribed when `deps` change, `initial` until the first value.
 */
import { useObservable } from 'dexie-react-hooks';

interface Subscribable<T> {
  subscribe(observer: (value: T) => void): { unsubscribe(): void };
}

export function useLive<T, TInitial>(
  observable$: () => Subscribable<T> | null | undefined,
  deps: unknown[],
  initial: TInitial,
): T | TInitial {
  return useObservable<T, TInitial>(
    () => {
      const source = observable$();
      if (source) return source;
      return { subscribe: () => ({ unsubscribe: () => undefined }) };
    },
    deps,
    initial,
  );
}
