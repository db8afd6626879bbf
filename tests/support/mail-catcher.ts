/**
 * The local stack's mail catcher, read through its JSON API (GET /api/messages): the one client
 * the backend, sync and e2e tests share, each bound to its own stack's address.
 */
import type { messageJson } from '#supabase/local/mail/mail-store.ts';
import { waitUntil } from './wait-until.ts';

/** A message as the catcher's API answers it (the stack's own type, without the raw source). */
export type CaughtMail = ReturnType<typeof messageJson>;

export interface MailCatcher {
  /** Every message caught so far. */
  list(): Promise<CaughtMail[]>;
  /** The messages to an address (case-insensitive). */
  to(address: string): Promise<CaughtMail[]>;
  /** Waits until a message matching `match` is caught; fails after `timeoutMs`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
}

export function mailCatcher(baseUrl: string): MailCatcher {
  const list = async (): Promise<CaughtMail[]> => {
    const response = await fetch(`${baseUrl}/api/messages`);
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  };
  return {
    list,
    async to(address) {
      const wanted = address.toLowerCase();
      return (await list()).filter((mail) => mail.to.some((to) => to.toLowerCase().includes(wanted)));
    },
    waitFor(match, timeoutMs = 10_000) {
      return waitUntil(async () => (await list()).find(match), {
        timeoutMs,
        intervalMs: 100,
        what: 'a matching email',
      });
    },
  };
}
