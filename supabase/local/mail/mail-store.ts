/** Caught messages in memory, newest first, bounded so a long-running stack cannot grow forever. */
import { randomUUID } from 'node:crypto';
import { parseMail } from './mime.ts';
import type { ReceivedMessage } from './smtp-server.ts';

export interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  /** ISO 8601: the Date header when it parses, else when the catcher received it. */
  date: string;
  text: string;
  html: string | null;
  raw: string;
}

export const MAX_MESSAGES = 500;

export class MailStore {
  private messages: CaughtMessage[] = [];

  add(received: ReceivedMessage): CaughtMessage {
    const id = randomUUID();
    let message: CaughtMessage;
    try {
      const parsed = parseMail(received.raw);
      message = {
        id,
        from: parsed.from || received.envelopeFrom,
        to: [...new Set(received.recipients)],
        subject: parsed.subject,
        date: (parsed.date ?? new Date()).toISOString(),
        text: parsed.text,
        html: parsed.html,
        raw: received.raw.toString('utf8'),
      };
    } catch {
      // Unparseable mail is still kept, shown as its source.
      const raw = received.raw.toString('utf8');
      message = {
        id,
        from: received.envelopeFrom,
        to: [...new Set(received.recipients)],
        subject: '',
        date: new Date().toISOString(),
        text: raw,
        html: null,
        raw,
      };
    }
    this.messages.unshift(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
    return message;
  }

  list(): readonly CaughtMessage[] {
    return this.messages;
  }

  get(id: string): CaughtMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  remove(id: string): boolean {
    const before = this.messages.length;
    this.messages = this.messages.filter((message) => message.id !== id);
    return this.messages.length !== before;
  }

  clear(): void {
    this.messages = [];
  }
}

/** The JSON the API answers with (the raw source has its own endpoint). */
export function messageJson(message: CaughtMessage): Omit<CaughtMessage, 'raw'> {
  const { raw: _raw, ...rest } = message;
  return rest;
}
