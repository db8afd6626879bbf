/**
 * A small SMTP client for Cabinet's emails, shared by the local stack and the Edge Functions.
 * It runs in Node and in Deno, so it imports only node:net, node:tls and node:buffer (both
 * runtimes have them) and never the local stack's modules.
 *
 * One message per connection: EHLO, STARTTLS when the server offers it on a plain connection
 * (implicit TLS when `secure`), AUTH PLAIN/LOGIN when a user is set, MAIL FROM, RCPT TO, DATA
 * with dot-stuffing, QUIT. Bodies are UTF-8 quoted-printable, multipart/alternative when there
 * is HTML, and non-ASCII headers are RFC 2047 encoded words.
 */
import { Buffer } from 'node:buffer';
import net from 'node:net';
import tls from 'node:tls';

/** Structurally the same as supabase/local/config.ts SmtpSettings (kept apart for Deno). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465 style); plain SMTP, upgraded by STARTTLS when offered, otherwise. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

export interface SmtpMessage {
  from: string;
  /** One address or a comma-separated list, each `addr` or `Name <addr>`. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A command the server refused, with its reply. */
export class SmtpError extends Error {
  readonly code: number;
  readonly response: string;
  constructor(command: string, code: number, response: string) {
    super(`SMTP ${command} failed: ${response}`);
    this.name = 'SmtpError';
    this.code = code;
    this.response = response;
  }
}

const CONNECT_TIMEOUT_MS = 15_000;
const REPLY_TIMEOUT_MS = 30_000;
/** The server may scan the message before accepting it. */
const DATA_TIMEOUT_MS = 60_000;

interface Reply {
  code: number;
  lines: string[];
  text: string;
}

/** Turns the byte stream into complete (possibly multi-line) replies, one at a time. */
class ReplyReader {
  private buffer = '';
  private pending: string[] = [];
  private readonly replies: Reply[] = [];
  private waiter: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  feed(chunk: Buffer | string): void {
    this.buffer += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    for (let end = this.buffer.indexOf('\n'); end >= 0; end = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.pending.push(line);
      // "250-..." continues a reply, "250 ..." (or a bare code) ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const lines = this.pending;
        this.pending = [];
        this.replies.push({ code: Number(line.slice(0, 3)), lines, text: lines.join('\n') });
      }
    }
    this.deliver();
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.deliver();
  }

  next(timeoutMs: number, what: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`SMTP ${what}: no reply within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiter = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.deliver();
    });
  }

  private deliver(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    const reply = this.replies.shift();
    if (reply) {
      this.waiter = undefined;
      waiter.resolve(reply);
    } else if (this.failure) {
      this.waiter = undefined;
      waiter.reject(this.failure);
    }
  }
}

class SmtpConnection {
  private socket: net.Socket;
  private reader = new ReplyReader();
  private readonly onData = (chunk: Buffer) => this.reader.feed(chunk);
  private readonly onError = (error: Error) => this.reader.fail(error);
  private readonly onClose = () => this.reader.fail(new Error('SMTP connection closed by the server'));

  constructor(socket: net.Socket) {
    this.socket = socket;
    this.attach(socket);
  }

  private attach(socket: net.Socket): void {
    this.socket = socket;
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  private detach(): void {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
  }

  async expect(what: string, accepted: number[], timeoutMs = REPLY_TIMEOUT_MS): Promise<Reply> {
    const reply = await this.reader.next(timeoutMs, what);
    if (!accepted.includes(reply.code)) throw new SmtpError(what, reply.code, reply.text);
    return reply;
  }

  /** Sends one command line; `shown` replaces it in errors (credentials must not leak). */
  async command(
    line: string,
    accepted: number[],
    shown = line,
    timeoutMs = REPLY_TIMEOUT_MS,
  ): Promise<Reply> {
    if (/[\r\n]/.test(line)) throw new Error('SMTP command contains a line break');
    this.socket.write(`${line}\r\n`);
    return this.expect(shown, accepted, timeoutMs);
  }

  write(data: Buffer | string): void {
    this.socket.write(data);
  }

  async startTls(servername: string | undefined): Promise<void> {
    this.detach();
    const plain = this.socket;
    const secure = await new Promise<tls.TLSSocket>((resolve, reject) => {
      const upgraded = tls.connect({ socket: plain, servername });
      const timer = setTimeout(() => {
        upgraded.destroy();
        reject(new Error('SMTP STARTTLS handshake timed out'));
      }, CONNECT_TIMEOUT_MS);
      upgraded.once('secureConnect', () => {
        clearTimeout(timer);
        upgraded.off('error', reject);
        resolve(upgraded);
      });
      upgraded.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    this.reader = new ReplyReader();
    this.attach(secure);
  }

  close(): void {
    this.detach();
    this.socket.on('error', () => {});
    this.socket.end();
    this.socket.destroy();
  }
}

function connect(settings: SmtpSettings): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const servername = net.isIP(settings.host) ? undefined : settings.host;
    const socket = settings.secure
      ? tls.connect({ host: settings.host, port: settings.port, servername })
      : net.connect({ host: settings.host, port: settings.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`SMTP connection to ${settings.host}:${settings.port} timed out`));
    }, CONNECT_TIMEOUT_MS);
    const onError = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    socket.once('error', onError);
    socket.once(settings.secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.off('error', onError);
      resolve(socket);
    });
  });
}

// ---------------------------------------------------------------------------------------
// Addresses and headers

export interface Address {
  name: string;
  address: string;
}

/** Splits "a@x, Name <b@y>, \"Last, First\" <c@z>" on the commas that separate addresses. */
export function splitAddressList(list: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angle = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i] as string;
    if (char === '\\' && quoted) {
      current += char + (list[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (char === '<' && !quoted) angle = true;
    else if (char === '>' && !quoted) angle = false;
    if (char === ',' && !quoted && !angle) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export function parseAddress(value: string): Address {
  const trimmed = value.trim();
  const match = /^(.*?)\s*<([^<>]*)>$/.exec(trimmed);
  let name = match ? (match[1] ?? '') : '';
  const address = (match ? (match[2] ?? '') : trimmed).trim();
  if (/^".*"$/.test(name)) name = name.slice(1, -1).replace(/\\(.)/g, '$1');
  if (!/^[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+$/.test(address)) {
    throw new Error(`Invalid email address: ${JSON.stringify(value)}`);
  }
  return { name: name.trim(), address };
}

/** RFC 2047 B-encoded words of at most 75 characters, split between characters. */
export function encodeWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (Buffer.byteLength(chunk + char, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** A header value: line breaks (header injection) become spaces; non-ASCII is encoded. */
function headerText(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  return /[^\x20-\x7e\t]/.test(flat) ? encodeWords(flat) : flat;
}

function formatAddress({ name, address }: Address): string {
  if (!name) return address;
  const flat = name.replace(/[\r\n]+/g, ' ');
  if (/[^\x20-\x7e]/.test(flat)) return `${encodeWords(flat)} <${address}>`;
  if (/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/.test(flat)) return `${flat} <${address}>`;
  return `"${flat.replace(/(["\\])/g, '\\$1')}" <${address}>`;
}

function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

// ---------------------------------------------------------------------------------------
// Bodies

/** Quoted-printable (RFC 2045) of UTF-8 text with CRLF hard breaks and 76-column lines. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      let out = '';
      let current = '';
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i] as number;
        const last = i === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const token = literal
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        if (current.length + token.length > 75) {
          out += `${current}=\r\n`;
          current = '';
        }
        current += token;
      }
      return out + current;
    })
    .join('\r\n');
}

function randomToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The full RFC 5322 message (CRLF line ends, not yet dot-stuffed). */
export function formatMessage(message: SmtpMessage, date = new Date()): string {
  const from = parseAddress(message.from);
  const to = splitAddressList(message.to).map(parseAddress);
  if (to.length === 0) throw new Error('The message has no recipient');
  const domain = from.address.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatAddress(from)}`,
    `To: ${to.map(formatAddress).join(', ')}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${rfc5322Date(date)}`,
    `Message-ID: <${randomToken()}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string): string =>
    [
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
      '',
      quotedPrintable(body),
    ].join('\r\n');
  if (message.html === undefined) return `${[...headers, part('text/plain', message.text)].join('\r\n')}\r\n`;
  // "=_" can never appear in quoted-printable output, so the boundary cannot collide.
  const boundary = `=_cabinet_${randomToken()}`;
  return `${[
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    'This is a multi-part message in MIME format.',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
  ].join('\r\n')}\r\n`;
}

/** SMTP transparency (RFC 5321 4.5.2): a line starting with "." gets a second one. */
export function dotStuff(data: string): string {
  return data.replace(/^\./gm, '..');
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export async function sendSmtpMail(settings: SmtpSettings, message: SmtpMessage): Promise<void> {
  const sender = parseAddress(message.from || settings.from);
  const recipients = splitAddressList(message.to).map(parseAddress);
  const data = dotStuff(formatMessage({ ...message, from: message.from || settings.from }));
  const servername = net.isIP(settings.host) ? undefined : settings.host;
  const heloName = sender.address.split('@')[1] ?? 'localhost';

  const connection = new SmtpConnection(await connect(settings));
  try {
    await connection.expect('greeting', [220]);
    const ehlo = async (): Promise<Set<string>> => {
      try {
        const reply = await connection.command(`EHLO ${heloName}`, [250]);
        return new Set(reply.lines.slice(1).map((line) => line.slice(4).trim().toUpperCase()));
      } catch (error) {
        if (!(error instanceof SmtpError) || error.code < 500) throw error;
        await connection.command(`HELO ${heloName}`, [250]);
        return new Set();
      }
    };
    let extensions = await ehlo();
    if (!settings.secure && extensions.has('STARTTLS')) {
      await connection.command('STARTTLS', [220]);
      await connection.startTls(servername);
      extensions = await ehlo();
    }
    if (settings.user) {
      const mechanisms = [...extensions].find((line) => line.startsWith('AUTH'))?.split(/[\s=]+/) ?? [];
      if (!mechanisms.includes('PLAIN') && mechanisms.includes('LOGIN')) {
        await connection.command('AUTH LOGIN', [334]);
        await connection.command(base64(settings.user), [334], 'AUTH LOGIN (user)');
        await connection.command(base64(settings.pass ?? ''), [235], 'AUTH LOGIN (password)');
      } else {
        const token = base64(`\u0000${settings.user}\u0000${settings.pass ?? ''}`);
        await connection.command(`AUTH PLAIN ${token}`, [235], 'AUTH PLAIN');
      }
    }
    await connection.command(`MAIL FROM:<${sender.address}>`, [250]);
    for (const recipient of recipients)
      await connection.command(`RCPT TO:<${recipient.address}>`, [250, 251]);
    await connection.command('DATA', [354]);
    connection.write(Buffer.from(`${data}.\r\n`, 'utf8'));
    await connection.expect('DATA (message)', [250], DATA_TIMEOUT_MS);
    // The message is accepted; a server that hangs up instead of answering QUIT is no failure.
    await connection.command('QUIT', [221]).catch(() => undefined);
  } finally {
    connection.close();
  }
}
