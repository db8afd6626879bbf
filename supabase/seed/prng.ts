/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the demo seed draws
 * from, so the same seed and the same `now` always produce the same demo data.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `count` distinct items (all of them when fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID drawn from the generator (deterministic, not cryptographic). */
  uuid(): string;
}

/** mulberry32: 32-bit state, period 2^32, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hashes a string to a 32-bit seed (FNV-1a), to derive independent streams by name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (digits: number): string => {
    let out = '';
    for (let i = 0; i < digits; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, count));
    },
    uuid(): string {
      const variant = '89ab'[Math.floor(next() * 4)] ?? '8';
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
  };
}
