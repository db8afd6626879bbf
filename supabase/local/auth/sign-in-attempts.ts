/**
 * How many wrong passwords a sign-in may take (issue 17, finding 5): 40 in a row were all answered
 * 400 and the right one then let the caller in. Counted per account and per client address, in
 * memory (a restart forgets them), like GoTrue's rate limits but kept short so a desk that mistypes
 * is never locked out for long:
 * - an account: after 5 wrong passwords in a row each further attempt waits 30 s, doubling to at
 *   most 5 min; a right password clears the count;
 * - an address: at most 30 wrong passwords in 5 min, whichever accounts they were for.
 * A waiting attempt is refused before its password is checked, so the right one does not help.
 */

export const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_WAIT_MS = 30_000;
const ACCOUNT_LONGEST_WAIT_MS = 5 * 60_000;
export const ADDRESS_FAILURES_PER_WINDOW = 30;
const ADDRESS_WINDOW_MS = 5 * 60_000;

interface AccountFailures {
  count: number;
  last: number;
}

export class SignInAttempts {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly addresses = new Map<string, number[]>();

  /** Milliseconds this attempt must still wait, or 0 when it may check its password. */
  waitFor(account: string, address: string | null, now = Date.now()): number {
    const failures = this.accounts.get(normal(account));
    let wait = 0;
    if (failures && failures.count >= ACCOUNT_FREE_FAILURES) {
      const doubling = 2 ** (failures.count - ACCOUNT_FREE_FAILURES);
      const block = Math.min(ACCOUNT_FIRST_WAIT_MS * doubling, ACCOUNT_LONGEST_WAIT_MS);
      wait = Math.max(wait, failures.last + block - now);
    }
    if (address !== null) {
      const recent = this.recentAt(address, now);
      if (recent.length >= ADDRESS_FAILURES_PER_WINDOW) {
        const oldest = recent[recent.length - ADDRESS_FAILURES_PER_WINDOW] ?? now;
        wait = Math.max(wait, oldest + ADDRESS_WINDOW_MS - now);
      }
    }
    return Math.max(0, wait);
  }

  failed(account: string, address: string | null, now = Date.now()): void {
    const key = normal(account);
    const failures = this.accounts.get(key);
    this.accounts.set(key, { count: (failures?.count ?? 0) + 1, last: now });
    if (address !== null) this.addresses.set(address, [...this.recentAt(address, now), now]);
    if (this.accounts.size > 10_000) this.forgetQuietAccounts(now);
  }

  succeeded(account: string): void {
    this.accounts.delete(normal(account));
  }

  private recentAt(address: string, now: number): number[] {
    const times = (this.addresses.get(address) ?? []).filter((at) => now - at < ADDRESS_WINDOW_MS);
    if (times.length === 0) this.addresses.delete(address);
    return times;
  }

  private forgetQuietAccounts(now: number): void {
    for (const [key, failures] of this.accounts) {
      if (now - failures.last > ACCOUNT_LONGEST_WAIT_MS) this.accounts.delete(key);
    }
  }
}

const normal = (account: string) => account.trim().toLowerCase();
