import { describe, expect, it } from 'vitest';
import { checkEmbedCost } from './embed-cost.ts';
import { parseQueryParams } from './query-params.ts';

const select = (value: string) => parseQueryParams(`select=${encodeURIComponent(value)}`, false).select;

describe('checkEmbedCost', () => {
  it('lets the app’s embeds through', () => {
    expect(() => checkEmbedCost(select('id,patient:patients(id,name),doctor:users(name)'))).not.toThrow();
    expect(() => checkEmbedCost(select('id,a(b(c(d(id))))'))).not.toThrow();
  });

  it('refuses ten levels of appointments(patients(…)) and a fan-out of many embeds', () => {
    let nested = 'id';
    for (let i = 0; i < 10; i += 1) nested = `id,${i % 2 ? 'patients' : 'appointments'}(${nested})`;
    expect(() => checkEmbedCost(select(nested))).toThrow('Embedding deeper than 4 levels is not allowed');
    const wide = Array.from({ length: 17 }, (_, i) => `e${i}:appointments(id)`).join(',');
    expect(() => checkEmbedCost(select(`id,${wide}`))).toThrow('More than 16 embedded resources');
  });
});
