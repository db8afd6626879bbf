import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { type CaughtMessage, MAX_MESSAGES, MAX_STORED_BYTES, MailStore, messageJson } from './mail-store.ts';

function parsed(subject: string, bytes = 10): Omit<CaughtMessage, 'id'> {
  return {
    from: 'a@example.ro',
    to: ['b@example.ro'],
    subject,
    date: new Date(0).toISOString(),
    text: subject,
    html: null,
    replyTo: null,
    attachments: [],
    raw: Buffer.alloc(bytes),
  };
}

describe('MailStore', () => {
  it('keeps the newest MAX_MESSAGES, newest first', () => {
    const store = new MailStore();
    for (let n = 0; n < MAX_MESSAGES + 3; n++) store.add(parsed(`m${n}`));
    expect(store.list()).toHaveLength(MAX_MESSAGES);
    expect(store.list()[0]?.subject).toBe(`m${MAX_MESSAGES + 2}`);
    expect(store.list().at(-1)?.subject).toBe('m3');
  });

  it('drops the oldest past MAX_STORED_BYTES but always keeps the newest', () => {
    const store = new MailStore();
    const half = Math.floor(MAX_STORED_BYTES / 2) + 1;
    store.add(parsed('first', half));
    store.add(parsed('second', half));
    expect(store.list().map((message) => message.subject)).toEqual(['second']);
    store.add(parsed('huge', MAX_STORED_BYTES + 1));
    expect(store.list().map((message) => message.subject)).toEqual(['huge']);
    store.add(parsed('small'));
    expect(store.list().map((message) => message.subject)).toEqual(['small']);
  });

  it('answers attachments as metadata, without their bytes or the raw source', () => {
    const store = new MailStore();
    const message = store.add({
      ...parsed('with file'),
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.alloc(42) }],
    });
    expect(messageJson(message)).toEqual({
      id: message.id,
      from: 'a@example.ro',
      to: ['b@example.ro'],
      subject: 'with file',
      date: new Date(0).toISOString(),
      text: 'with file',
      html: null,
      replyTo: null,
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', size: 42 }],
    });
    expect(store.remove(message.id)).toBe(true);
    expect(store.remove(message.id)).toBe(false);
  });
});
