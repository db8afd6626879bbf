/**
 * The mail catcher on free ports, spoken to as a raw SMTP client would (so malformed and
 * oversized mail can be sent as-is) and read through its page and JSON API.
 */
import { Buffer } from 'node:buffer';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import type { MessageJson } from './mail-store.ts';

let catcher: MailCatcher;
let web: string;

/** One SMTP session: each step is sent, then its reply (last line) read. */
async function smtpSession(steps: Array<string | Buffer>): Promise<string[]> {
  const socket = net.connect(catcher.smtpPort, '127.0.0.1');
  let buffer = '';
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    waiting?.();
  });
  const reply = async (): Promise<string> => {
    for (;;) {
      const end = /^\d{3} .*\r\n/m.exec(buffer);
      if (end) {
        const upTo = (end.index ?? 0) + end[0].length;
        buffer = buffer.slice(upTo);
        return end[0].trim();
      }
      await new Promise<void>((resolve, reject) => {
        waiting = resolve;
        socket.once('close', () => reject(new Error(`closed; got ${JSON.stringify(buffer)}`)));
      });
    }
  };
  const replies = [await reply()];
  for (const step of steps) {
    socket.write(step);
    replies.push(await reply());
  }
  socket.destroy();
  return replies;
}

/** A whole message sent as raw bytes (already dot-stuffed, ending CRLF . CRLF). */
function sendRaw(data: Buffer | string, rcpt = 'raw@example.ro'): Promise<string[]> {
  return smtpSession([
    'EHLO test\r\n',
    'MAIL FROM:<sender@example.ro>\r\n',
    `RCPT TO:<${rcpt}>\r\n`,
    'DATA\r\n',
    Buffer.concat([typeof data === 'string' ? Buffer.from(data, 'utf8') : data, Buffer.from('\r\n.\r\n')]),
    'QUIT\r\n',
  ]);
}

async function list(): Promise<MessageJson[]> {
  const response = await fetch(`${web}/api/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as MessageJson[];
}

const MULTIPART = [
  'From: =?UTF-8?B?Q2xpbmljYSDImHRlZsSDbmXImXRp?= <no-reply@cabinet.local>',
  'To: patient@example.ro',
  'Reply-To: "Clinica, Recepție" <contact@clinica.ro>',
  'Subject: =?UTF-8?Q?Fi=C8=99=C4=83_=3Cscript=3E?=',
  'Date: Tue, 01 Jun 2027 10:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="mixed"',
  '',
  '--mixed',
  'Content-Type: multipart/alternative; boundary="alt"',
  '',
  '--alt',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Textul =C8=99i linkul https://cabinet.example/a?b=3D1',
  '--alt',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>HTML part <b>bold</b></p><script>alert(1)</script>',
  '--alt--',
  '--mixed',
  'Content-Type: application/pdf; name="fisa.pdf"',
  'Content-Disposition: attachment; filename="fisa <x>.pdf"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x80, 0xff, 0xfe]).toString('base64'),
  '--mixed--',
].join('\r\n');

beforeAll(async () => {
  catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
  web = `http://127.0.0.1:${catcher.webPort}`;
});

afterAll(async () => {
  await catcher?.stop();
});

beforeEach(async () => {
  expect((await fetch(`${web}/api/messages`, { method: 'DELETE' })).status).toBe(204);
});

describe('the mail catcher', () => {
  it('parses both parts, the reply-to and the attachment, and shows them on the page, escaped', async () => {
    const replies = await sendRaw(MULTIPART);
    expect(replies[5]).toMatch(/^250 /);
    const [message] = await list();
    expect(message).toMatchObject({
      from: 'Clinica Ștefănești <no-reply@cabinet.local>',
      to: ['raw@example.ro'],
      replyTo: '"Clinica, Recepție" <contact@clinica.ro>',
      subject: 'Fișă <script>',
      date: '2027-06-01T10:00:00.000Z',
      text: 'Textul și linkul https://cabinet.example/a?b=1',
      html: '<p>HTML part <b>bold</b></p><script>alert(1)</script>',
      attachments: [{ filename: 'fisa <x>.pdf', contentType: 'application/pdf', size: 8 }],
    });

    const page = await fetch(`${web}/messages/${message?.id}`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    const body = await page.text();
    expect(body).toContain('<h2>HTML</h2>');
    expect(body).toContain('sandbox=');
    expect(body).toContain('<h2>Text</h2>');
    expect(body).toContain('Textul și linkul <a href="https://cabinet.example/a?b=1"');
    expect(body).toContain('<h2>Attachments</h2>');
    expect(body).toContain(
      `href="/api/messages/${message?.id}/attachments/0" download>fisa &#60;x&#62;.pdf</a>`,
    );
    expect(body).toContain('contact@clinica.ro');
    expect(body).not.toContain('<script>');

    const index = await (await fetch(`${web}/`)).text();
    expect(index).toContain('Fișă &#60;script&#62;');
    expect(index).not.toContain('<script>');

    const attachment = await fetch(`${web}/api/messages/${message?.id}/attachments/0`);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(attachment.headers.get('content-disposition')).toBe(
      `attachment; filename="fisa <x>.pdf"; filename*=UTF-8''${encodeURIComponent('fisa <x>.pdf')}`,
    );
    expect([...Buffer.from(await attachment.arrayBuffer())]).toEqual([
      0x25, 0x50, 0x44, 0x46, 0x00, 0x80, 0xff, 0xfe,
    ]);
  });

  it('answers 404 for an unknown message or attachment', async () => {
    await sendRaw(MULTIPART);
    const [message] = await list();
    for (const path of [
      '/api/messages/nope',
      '/api/messages/nope/attachments/0',
      `/api/messages/${message?.id}/attachments/1`,
      `/api/messages/${message?.id}/attachments/-1`,
      `/api/messages/${message?.id}/attachments/x`,
      '/messages/nope',
      '/messages/nope/raw',
    ]) {
      expect((await fetch(`${web}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${web}/api/messages/nope`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes one message, then all', async () => {
    await sendRaw('Subject: one\r\n\r\n1', 'one@example.ro');
    await sendRaw('Subject: two\r\n\r\n2', 'two@example.ro');
    const [newest, oldest] = await list();
    expect(newest?.subject).toBe('two');
    expect(oldest?.subject).toBe('one');
    expect((await fetch(`${web}/api/messages/${newest?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list()).map((message) => message.subject)).toEqual(['one']);
    expect((await fetch(`${web}/api/messages/${newest?.id}`)).status).toBe(404);
    expect((await fetch(`${web}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('keeps a malformed message as its source and keeps serving', async () => {
    const junk = Buffer.concat([
      Buffer.from('Content-Type: multipart/mixed; boundary="never"\r\nSubject: =?UTF-8?B?####?=\r\n'),
      // A header block past mailparser's limit makes it give up; the message is still kept.
      Buffer.from(`X-Long: ${'a'.repeat(1_100_000)}\r\n\r\n`),
      Buffer.from([0x00, 0xc3, 0x28, 0xff, 0x0d, 0x0a, 0x2d, 0x2d]),
    ]);
    expect((await sendRaw(junk))[5]).toMatch(/^250 /);
    const broken = Buffer.from(
      'no header block at all\r\n--never\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!',
    );
    expect((await sendRaw(broken))[5]).toMatch(/^250 /);

    const [second, first] = await list();
    expect(first?.from).toBe('sender@example.ro');
    expect(first?.subject).toBe('');
    expect(first?.text.startsWith('Content-Type: multipart/mixed')).toBe(true);
    expect(first?.attachments).toEqual([]);
    const raw = await fetch(`${web}/messages/${first?.id}/raw`);
    expect(Buffer.from(await raw.arrayBuffer()).equals(junk)).toBe(true);
    expect(second?.to).toEqual(['raw@example.ro']);
    expect((await fetch(`${web}/messages/${second?.id}`)).status).toBe(200);

    await sendRaw('Subject: after\r\n\r\nstill here');
    expect((await list())[0]?.text).toBe('still here');
  });

  it('refuses a message declared too big, and commands out of order', async () => {
    const replies = await smtpSession([
      'EHLO test\r\n',
      'DATA\r\n',
      'MAIL FROM:<a@example.ro> SIZE=999999999\r\n',
      'QUIT\r\n',
    ]);
    expect(replies[2]).toMatch(/^503 /);
    expect(replies[3]).toMatch(/^552 /);
    expect(await list()).toEqual([]);
  });

  it('accepts any credentials', async () => {
    const replies = await smtpSession([
      'EHLO test\r\n',
      `AUTH PLAIN ${Buffer.from('\0who\0ever').toString('base64')}\r\n`,
    ]);
    expect(replies[2]).toMatch(/^235 /);
  });
});
