/**
 * One recovery email per address per interval, kept by address whether or not an account has it
 * (issue 17, finding 4): a limit read from the account's row answered 429 to a second quick
 * request for an existing address and 200 for an unknown one, which told the accounts apart. In
 * memory, per stack: a restart forgets the window, which only ever lets one more request through.
 */
export class EmailSendLimit {
  private readonly lastRequest = new Map<string, number>();
  private readonly intervalMs: number;

  constructor(intervalMs: number) {
    this.intervalMs = intervalMs;
  }

  /** The milliseconds still to wait for this address, or 0 (and the request counts from now). */
  take(email: string, now = Date.now()): number {
    const key = email.trim().toLowerCase();
    const last = this.lastRequest.get(key);
    if (last !== undefined && now - last < this.intervalMs) return last + this.intervalMs - now;
    this.forgetOlderThan(now - this.intervalMs);
    this.lastRequest.set(key, now);
    return 0;
  }

  /** Entries past the window answer nothing; dropping them keeps the map as small as one window. */
  private forgetOlderThan(cutoff: number): void {
    if (this.lastRequest.size < 1_000) return;
    for (const [key, at] of this.lastRequest) if (at <= cutoff) this.lastRequest.delete(key);
  }
}
