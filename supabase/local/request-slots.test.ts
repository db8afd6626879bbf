import { describe, expect, it } from 'vitest';
import { RequestSlots } from './request-slots.ts';

describe('RequestSlots', () => {
  it('lets a key hold its slots, queues the rest in order, and never holds up another key', async () => {
    const slots = new RequestSlots(2);
    const first = await slots.take('ana');
    const second = await slots.take('ana');
    const order: string[] = [];
    const third = slots.take('ana').then((give) => {
      order.push('third');
      return give;
    });
    const fourth = slots.take('ana').then((give) => {
      order.push('fourth');
      return give;
    });
    const other = await slots.take('bogdan');
    expect(slots.holding('bogdan')).toBe(1);
    expect(order).toEqual([]);

    first();
    first(); // given back once only
    (await third)();
    second();
    (await fourth)();
    other();
    expect(order).toEqual(['third', 'fourth']);
    expect(slots.holding('ana')).toBe(0);
    expect(slots.holding('bogdan')).toBe(0);
  });
});
