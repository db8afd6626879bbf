/**
 * The local stack's SMS catcher (issue 41): what the reminders' SMS provider would have sent,
 * kept in memory beside the caught mail and read through the catcher's JSON API (GET /api/sms,
 * newest first; POST /api/sms {to, text, from?} is the provider's side; DELETE /api/sms).
 */
import { randomUUID } from 'node:crypto';

export interface CaughtSms {
  id: string;
  to: string;
  from: string | null;
  text: string;
  date: string;
}

/** Newest first; the oldest go past this many (a long-running stack). */
const KEPT = 500;
/** An SMS of a few segments; anything longer is not one. */
const MAX_TEXT = 2000;

export class SmsStore {
  #messages: CaughtSms[] = [];

  /** Keeps a message, or answers why it is not one. */
  add(body: unknown): CaughtSms | string {
    if (typeof body !== 'object' || body === null) return 'expected a JSON object';
    const { to, text, from } = body as Record<string, unknown>;
    if (typeof to !== 'string' || !/^[0-9 +()-]{6,20}$/.test(to)) return 'to must be a phone number';
    if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TEXT)
      return 'text must be 1–2000 characters';
    const message: CaughtSms = {
      id: randomUUID(),
      to,
      from: typeof from === 'string' ? from.slice(0, 40) : null,
      text,
      date: new Date().toISOString(),
    };
    this.#messages = [message, ...this.#messages].slice(0, KEPT);
    return message;
  }

  list(): CaughtSms[] {
    return [...this.#messages];
  }

  clear(): void {
    this.#messages = [];
  }
}
