import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-depth.ts';

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDeeperThan('[[["a"]]]', 3)).toBe(false);
    expect(jsonDeeperThan('[[[["a"]]]]', 3)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":"[[[[[[[[", "b": "\\"[[[["}', 1)).toBe(false);
  });

  it('finds a body of 200,000 nested arrays too deep in one pass', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(jsonDeeperThan(deep)).toBe(true);
    expect(
      jsonDeeperThan(JSON.stringify({ p_changes: [{ new: { schedule: { monday: { open: true } } } }] })),
    ).toBe(false);
  });
});
