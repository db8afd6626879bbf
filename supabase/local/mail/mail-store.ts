/** Caught messages in memory, newest first, bounded so a long-running stack cannot grow forever. */
import type { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  /** ISO 8601: the Date header when it parses, else when the catcher received it. */
  date: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: CaughtAttachment[];
  /** The message as it arrived (the raw source endpoint serves it). */
  raw: Buffer;
}

/** What the JSON API says of an attachment (its bytes have their own endpoint). */
export interface AttachmentJson {
  filename: string;
  contentType: string;
  size: number;
}

/** A message as the JSON API answers it: its raw source and attachments' bytes have their own endpoints. */
export type MessageJson = Omit<CaughtMessage, 'raw' | 'attachments'> & { attachments: AttachmentJson[] };

export const MAX_MESSAGES = 500;
/** Raw sources plus decoded attachments; the oldest go first past it (the newest always stays). */
export const MAX_STORED_BYTES = 256 * 1024 * 1024;

function sizeOf(message: CaughtMessage): number {
  return message.attachments.reduce(
    (total, attachment) => total + attachment.content.length,
    message.raw.length,
  );
}

export class MailStore {
  private messages: CaughtMessage[] = [];
  private bytes = 0;

  add(parsed: Omit<CaughtMessage, 'id'>): CaughtMessage {
    const message: CaughtMessage = { id: randomUUID(), ...parsed };
    this.messages.unshift(message);
    this.bytes += sizeOf(message);
    while (
      this.messages.length > 1 &&
      (this.messages.length > MAX_MESSAGES || this.bytes > MAX_STORED_BYTES)
    ) {
      const oldest = this.messages.pop();
      if (oldest) this.bytes -= sizeOf(oldest);
    }
    return message;
  }

  list(): readonly CaughtMessage[] {
    return this.messages;
  }

  get(id: string): CaughtMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  remove(id: string): boolean {
    const message = this.get(id);
    if (!message) return false;
    this.messages = this.messages.filter((kept) => kept !== message);
    this.bytes -= sizeOf(message);
    return true;
  }

  clear(): void {
    this.messages = [];
    this.bytes = 0;
  }
}

export function messageJson(message: CaughtMessage): MessageJson {
  return {
    id: message.id,
    from: message.from,
    to: message.to,
    subject: message.subject,
    date: message.date,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    attachments: message.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.length,
    })),
  };
}
