/**
 * The SMTP client against the local stack's mail catcher, both on free ports: what is sent
 * must come back out of the catcher's JSON API unchanged.
 */
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../local/mail/mail-catcher.ts';
import {
  dotStuff,
  encodeWords,
  quotedPrintable,
  SmtpError,
  type SmtpSettings,
  sendSmtpMail,
} from './smtp.ts';

interface ApiMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string | null;
}

let catcher: MailCatcher;
let settings: SmtpSettings;

async function messages(): Promise<ApiMessage[]> {
  const response = await fetch(`http://127.0.0.1:${catcher.webPort}/api/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiMessage[];
}

beforeAll(async () => {
  catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
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
  const response = await fetch(`http://127.0.0.1:${catcher.webPort}/api/messages`, { method: 'DELETE' });
  expect(response.status).toBe(204);
});

describe('sendSmtpMail through the mail catcher', () => {
  it('binds free ports when asked for port 0', () => {
    expect(catcher.smtpPort).toBeGreaterThan(0);
    expect(catcher.webPort).toBeGreaterThan(0);
    expect(catcher.smtpPort).not.toBe(catcher.webPort);
  });

  it('delivers a UTF-8 multipart message intact', async () => {
    const subject = 'Programare confirmată – Ștefan';
    const text = [
      'Bună ziua, Ștefan!',
      'Programarea dumneavoastră de marți, 14:30, la dr. Țurcanu este confirmată.',
      `Un rând foarte lung: ${'ăâîșț '.repeat(40)}sfârșit.`,
      'Linkul: https://cabinet.example/programari?id=42&tip=confirmare',
    ].join('\n');
    const html = `<p>Bună ziua, <strong>Ștefan</strong>!</p>\n<p>Programarea de marți, 14:30 — confirmată. =3D ok</p>\n<p>${'ăâîșț '.repeat(40)}</p>`;
    await sendSmtpMail(settings, {
      from: settings.from,
      to: 'Ștefan Popescu <stefan@example.ro>',
      subject,
      text,
      html,
    });
    const [message, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(message?.subject).toBe(subject);
    expect(message?.text).toBe(text);
    expect(message?.html).toBe(html);
    expect(message?.to).toEqual(['stefan@example.ro']);
    expect(message?.from).toBe('Cabinet <no-reply@cabinet.local>');
    expect(Number.isNaN(Date.parse(message?.date ?? ''))).toBe(false);

    const single = await fetch(`http://127.0.0.1:${catcher.webPort}/api/messages/${message?.id}`);
    expect(((await single.json()) as ApiMessage).subject).toBe(subject);
  });

  it('keeps lines that start with a dot (dot-stuffing)', async () => {
    const text = ['.', '.hidden line', '..two dots', 'middle', '.', 'end .'].join('\n');
    await sendSmtpMail(settings, { from: settings.from, to: 'reception@example.ro', subject: 'Dots', text });
    const [message] = await messages();
    expect(message?.text).toBe(text);
    expect(message?.html).toBeNull();
  });

  it('sends to every address of a list and shows them on the page, escaped', async () => {
    await sendSmtpMail(settings, {
      from: settings.from,
      to: 'a@example.ro, "Doe, Jane" <jane@example.ro>',
      subject: '<script>alert(1)</script>',
      text: 'x',
    });
    const [message] = await messages();
    expect(message?.to).toEqual(['a@example.ro', 'jane@example.ro']);
    const pageResponse = await fetch(`http://127.0.0.1:${catcher.webPort}/`);
    const page = await pageResponse.text();
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
  });

  it('rejects with the server reply when the server refuses', async () => {
    // A server that knows no recipient.
    const server = net.createServer((socket) => {
      socket.write('220 strict.example ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (/^EHLO/i.test(line)) socket.write('250 strict.example\r\n');
          else if (/^MAIL/i.test(line)) socket.write('250 Ok\r\n');
          else if (/^RCPT/i.test(line))
            socket.write('550 5.1.1 <nobody@example.ro>: Recipient address rejected\r\n');
          else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const sending = sendSmtpMail(
        { ...settings, port },
        { from: settings.from, to: 'nobody@example.ro', subject: 's', text: 't' },
      );
      await expect(sending).rejects.toBeInstanceOf(SmtpError);
      await expect(sending).rejects.toThrow(/550 5\.1\.1 <nobody@example\.ro>: Recipient address rejected/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await expect(
      sendSmtpMail(settings, { from: settings.from, to: 'not an address', subject: 's', text: 't' }),
    ).rejects.toThrow(/Invalid email address/);
  });

  it('rejects when nothing listens on the port', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(
      sendSmtpMail(
        { ...settings, port },
        { from: settings.from, to: 'a@example.ro', subject: 's', text: 't' },
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('encoders', () => {
  it('splits encoded words between characters, at most 75 characters each', () => {
    const words = encodeWords('Ș'.repeat(60)).split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
  });

  it('wraps quoted-printable lines at 76 characters', () => {
    for (const line of quotedPrintable('ș'.repeat(200)).split('\r\n'))
      expect(line.length).toBeLessThanOrEqual(76);
  });

  it('doubles a leading dot on every line', () => {
    expect(dotStuff('.a\r\nb\r\n.\r\n')).toBe('..a\r\nb\r\n..\r\n');
  });
});
