/**
 * The first few items of a long list in a given order, without sorting the whole list: a screen
 * that shows the first 12 of thousands (the pipeline's columns) keeps them in order as it reads,
 * one comparison for most items, instead of sorting them all on every open and filter change.
 */
export class FirstInOrder<T> {
  readonly items: T[] = [];
  /** How many were offered (kept or not). */
  count = 0;

  private readonly limit: number;
  private readonly compare: (a: T, b: T) => number;

  constructor(limit: number, compare: (a: T, b: T) => number) {
    this.limit = limit;
    this.compare = compare;
  }

  offer(item: T): void {
    this.count++;
    const { items, limit, compare } = this;
    if (limit <= 0) return;
    const last = items[items.length - 1];
    if (items.length === limit && last !== undefined && compare(item, last) >= 0) return;
    // After every item it ties with, so equal items keep the order they came in.
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, items[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    items.splice(low, 0, item);
    if (items.length > limit) items.pop();
  }
}

/** The first `limit` items of `items` in `compare` order (a stable sort's first `limit`). */
export function firstInOrder<T>(items: Iterable<T>, limit: number, compare: (a: T, b: T) => number): T[] {
  const first = new FirstInOrder(limit, compare);
  for (const item of items) first.offer(item);
  return first.items;
}
