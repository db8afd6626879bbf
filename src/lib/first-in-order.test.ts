import { describe, expect, it } from 'vitest';
import { FirstInOrder, firstInOrder } from './first-in-order.ts';

const byNumber = (a: number, b: number) => a - b;

describe('the first items in order', () => {
  it('are the first `limit` of a stable sort, for random lists of every size', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let size = 0; size < 60; size++) {
      // Few distinct keys, so ties are common; the label tells tied items apart.
      const items = Array.from({ length: size }, (_, index) => ({ key: Math.floor(random() * 8), index }));
      const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
      for (const limit of [0, 1, 3, 12, size, size + 5]) {
        expect(firstInOrder(items, limit, compare)).toEqual([...items].sort(compare).slice(0, limit));
      }
    }
  });

  it('count every item offered, kept or not', () => {
    const first = new FirstInOrder(2, byNumber);
    for (const value of [5, 3, 9, 1, 7]) first.offer(value);
    expect(first.items).toEqual([1, 3]);
    expect(first.count).toBe(5);
  });

  it('keep nothing with a limit of zero, and everything when the list is shorter', () => {
    expect(firstInOrder([3, 1, 2], 0, byNumber)).toEqual([]);
    expect(firstInOrder([3, 1, 2], 10, byNumber)).toEqual([1, 2, 3]);
  });
});
