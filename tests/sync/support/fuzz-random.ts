/**
 * A seeded random source for the convergence fuzz: the same seed replays the same operations
 * (timing between workers still varies, which is the point of running many seeds).
 */
export interface Random {
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

/** mulberry32: small, fast, and good enough for choosing test operations. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    seed: seed >>> 0,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('no weights');
      return last[0];
    },
  };
}

/** CABINET_FUZZ_SEED if set, else a fresh random seed (always printed by the test). */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = env.CABINET_FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed) || seed < 0)
      throw new Error(`CABINET_FUZZ_SEED must be a non-negative integer: ${fromEnv}`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 4_294_967_296);
}

/** CABINET_FUZZ_OPS if set, else `fallback` (2,000 in CI). */
export function fuzzOperationCount(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = env.CABINET_FUZZ_OPS;
  if (fromEnv === undefined || fromEnv === '') return fallback;
  const count = Number(fromEnv);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`CABINET_FUZZ_OPS must be a positive integer: ${fromEnv}`);
  return count;
}
