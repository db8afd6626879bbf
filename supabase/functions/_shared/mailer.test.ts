/**
 * The mailer against the local stack's mail catcher, both on free ports: what is sent (Romanian
 * diacritics in the subject, names and body, an attachment of arbitrary bytes) must come back
 * out of the catcher's JSON API unchanged.
 */
import { Buffer } from 'node:buffer';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../local/mail/mail-catcher.ts';
import type { MessageJson } from '../../local/mail/mail-store.ts';
import { bareAddress, DEFAULT_SENDER_NAME, SmtpError, type SmtpSettings, sendMail } from './mailer.ts';

let catcher: MailCatcher;
let settings: SmtpSettings;
let api: string;

async function messages(): Promise<MessageJson[]> {
  const response = await fetch(`${api}/api/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as MessageJson[];
}

async function only(): Promise<MessageJson> {
  const [message, ...rest] = await messages();
  expect(rest).toHaveLength(0);
  if (!message) throw new Error('no message caught');
  return message;
}

/** A server that greets, then answers each command line with `answer`. */
async function fakeServer(
  answer: (line: string) => string | undefined,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.write('220 strict.example ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const reply = answer(line);
        if (reply) socket.write(`${reply}\r\n`);
        if (/^QUIT/i.test(line)) socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
  api = `http://127.0.0.1:${catcher.webPort}`;
  settings = {
    host: '127.0.0.1',
    port: catcher.smtpPort,
    secure: false,
    user: undefined,
    pass: undefined,
    from: 'Cabinet <no-reply@cabinet.local>',
  };
});

afterAll(async () => {
  await catcher?.stop();
});

beforeEach(async () => {
  const response = await fetch(`${api}/api/messages`, { method: 'DELETE' });
  expect(response.status).toBe(204);
});

describe('sendMail through the mail catcher', () => {
  it('binds free ports when asked for port 0', () => {
    expect(catcher.smtpPort).toBeGreaterThan(0);
    expect(catcher.webPort).toBeGreaterThan(0);
    expect(catcher.smtpPort).not.toBe(catcher.webPort);
  });

  it('delivers diacritics in the subject, names and parts, and an attachment, intact', async () => {
    const subject = 'Programare confirmată – ăâîșț ĂÂÎȘȚ';
    const senderName = 'Clinica Ștefănești ăâîșț ĂÂÎȘȚ';
    const text = [
      'Bună ziua, Ștefan!',
      'Programarea dumneavoastră de marți, 14:30, la dr. Țurcanu este confirmată.',
      `Un rând foarte lung: ${'ăâîșț ĂÂÎȘȚ '.repeat(40)}sfârșit.`,
      'Linkul: https://cabinet.example/programari?id=42&tip=confirmare',
    ].join('\n');
    const html = `<p>Bună ziua, <strong>Ștefan</strong>!</p>\n<p>Programarea de marți, 14:30 — confirmată. =3D ok</p>\n<p>${'ăâîșț ĂÂÎȘȚ '.repeat(40)}</p>`;
    // A PDF-like file: every byte value, the high ones included, and CR/LF/dot sequences.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\r\n%\xe2\xe3\xcf\xd3\r\n.\r\n', 'latin1'),
      Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
      Buffer.from('\r\n%%EOF\n', 'latin1'),
    ]);
    await sendMail(settings, {
      to: 'Ștefan Popescu <stefan@example.ro>',
      subject,
      text,
      html,
      senderName,
      replyTo: 'contact@clinica-aurora.ro',
      attachments: [{ filename: 'Fișă pacient ăîș.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const message = await only();
    expect(message.subject).toBe(subject);
    expect(message.from).toBe(`${senderName} <no-reply@cabinet.local>`);
    expect(message.replyTo).toBe('contact@clinica-aurora.ro');
    expect(message.to).toEqual(['stefan@example.ro']);
    expect(message.text).toBe(text);
    expect(message.html).toBe(html);
    expect(Number.isNaN(Date.parse(message.date))).toBe(false);
    expect(message.attachments).toEqual([
      { filename: 'Fișă pacient ăîș.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);

    const single = await fetch(`${api}/api/messages/${message.id}`);
    expect(((await single.json()) as MessageJson).subject).toBe(subject);
    const download = await fetch(`${api}/api/messages/${message.id}/attachments/0`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Fișă pacient ăîș.pdf')}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('sends as Cabinet with no Reply-To when the clinic is unknown, and always a text part', async () => {
    await sendMail(settings, { to: 'a@example.ro', subject: 'Resetare parolă', text: 'Doar text.' });
    const message = await only();
    expect(message.from).toBe(`${DEFAULT_SENDER_NAME} <no-reply@cabinet.local>`);
    expect(message.replyTo).toBeNull();
    expect(message.text).toBe('Doar text.');
    expect(message.html).toBeNull();
    expect(message.attachments).toEqual([]);

    await fetch(`${api}/api/messages`, { method: 'DELETE' });
    await sendMail(
      { ...settings, from: 'no-reply@cabinet.local' },
      {
        to: 'a@example.ro',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        senderName: '  ',
        replyTo: 'not an address',
      },
    );
    const fallback = await only();
    expect(fallback.from).toBe(`${DEFAULT_SENDER_NAME} <no-reply@cabinet.local>`);
    expect(fallback.replyTo).toBeNull();
    expect(fallback.text).toBe('t');
    expect(fallback.html).toBe('<p>t</p>');
  });

  it('keeps lines that start with a dot (dot-stuffing)', async () => {
    const text = ['.', '.hidden line', '..two dots', 'middle', '.', 'end .'].join('\n');
    await sendMail(settings, { to: 'reception@example.ro', subject: 'Dots', text });
    expect((await only()).text).toBe(text);
  });

  it('keeps a line break in the subject or name from adding a header', async () => {
    await sendMail(settings, {
      to: 'a@example.ro',
      subject: 'Salut\r\nBcc: victim@example.ro',
      senderName: 'Clinica\r\nBcc: victim@example.ro',
      text: 't',
    });
    const message = await only();
    expect(message.to).toEqual(['a@example.ro']);
    expect(message.subject).toBe('Salut Bcc: victim@example.ro');
    const raw = await (await fetch(`${api}/messages/${message.id}/raw`)).text();
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('authenticates when a user is set (the catcher accepts any credentials)', async () => {
    await sendMail(
      { ...settings, user: 'clinic', pass: 'secret' },
      { to: 'a@example.ro', subject: 'Auth', text: 't' },
    );
    expect((await only()).subject).toBe('Auth');
  });

  it('rejects with the server reply when the server refuses', async () => {
    const server = await fakeServer((line) => {
      if (/^(EHLO|HELO)/i.test(line)) return '250 strict.example';
      if (/^MAIL/i.test(line)) return '250 Ok';
      if (/^RCPT/i.test(line)) return '550 5.1.1 <nobody@example.ro>: Recipient address rejected';
      if (/^QUIT/i.test(line)) return '221 Bye';
      return '502 Not implemented';
    });
    try {
      const sending = sendMail(
        { ...settings, port: server.port },
        { to: 'nobody@example.ro', subject: 's', text: 't' },
      );
      await expect(sending).rejects.toBeInstanceOf(SmtpError);
      await expect(sending).rejects.toThrow(/550 5\.1\.1 <nobody@example\.ro>: Recipient address rejected/);
      await sending.catch((error: SmtpError) => expect(error.responseCode).toBe(550));
    } finally {
      await server.close();
    }
  });

  it('rejects a bad address before connecting', async () => {
    await expect(sendMail(settings, { to: 'not an address', subject: 's', text: 't' })).rejects.toThrow(
      /Invalid email address/,
    );
    await expect(
      sendMail(settings, { to: 'a@b.ro\r\nBcc: x@y.ro', subject: 's', text: 't' }),
    ).rejects.toThrow(/Invalid email address/);
    await expect(
      sendMail({ ...settings, from: 'nobody' }, { to: 'a@b.ro', subject: 's', text: 't' }),
    ).rejects.toThrow(/SMTP_FROM/);
    expect(await messages()).toEqual([]);
  });

  it('rejects when nothing listens on the port', async () => {
    const server = await fakeServer(() => undefined);
    await server.close();
    const sending = sendMail(
      { ...settings, port: server.port },
      { to: 'a@example.ro', subject: 's', text: 't' },
    );
    await expect(sending).rejects.toBeInstanceOf(SmtpError);
    await expect(sending).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('bareAddress', () => {
  it('takes the address out of `Name <addr>` and refuses what is not one address', () => {
    expect(bareAddress('Cabinet <no-reply@cabinet.local>')).toBe('no-reply@cabinet.local');
    expect(bareAddress(' contact@clinica.ro ')).toBe('contact@clinica.ro');
    expect(bareAddress('a@b.ro, c@d.ro')).toBeUndefined();
    expect(bareAddress('')).toBeUndefined();
  });
});
