/**
 * At most a few of one user's requests hold a database connection at a time (issue 17, finding
 * 8): the pool has 20 connections for every clinic, and one user's burst of 40 heavy requests
 * took them all, so another clinic's one-row request waited for seconds. A user's further
 * requests wait their turn here, in order, without a connection; everyone else's go straight on.
 */
export const SLOTS_PER_USER = 4;

export class RequestSlots {
  private readonly active = new Map<string, number>();
  private readonly queued = new Map<string, Array<() => void>>();
  private readonly perKey: number;

  constructor(perKey: number = SLOTS_PER_USER) {
    this.perKey = perKey;
  }

  /** Resolves once `key` holds a slot; the returned function gives it back (once). */
  async take(key: string): Promise<() => void> {
    const held = this.active.get(key) ?? 0;
    if (held < this.perKey) {
      this.active.set(key, held + 1);
    } else {
      await new Promise<void>((resolve) => {
        const line = this.queued.get(key) ?? [];
        line.push(resolve);
        this.queued.set(key, line);
      });
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.giveBack(key);
    };
  }

  /** How many of `key`'s requests hold a slot now. */
  holding(key: string): number {
    return this.active.get(key) ?? 0;
  }

  private giveBack(key: string): void {
    const next = this.queued.get(key)?.shift();
    if (this.queued.get(key)?.length === 0) this.queued.delete(key);
    // The slot passes straight to the next in line: the count stays.
    if (next) {
      next();
      return;
    }
    const held = (this.active.get(key) ?? 1) - 1;
    if (held <= 0) this.active.delete(key);
    else this.active.set(key, held);
  }
}
