/**
 * Just enough MIME (RFC 2045-2047, 5322) to show what Cabinet and ordinary mail clients send:
 * folded headers with encoded words, nested multiparts, base64 and quoted-printable bodies, any
 * charset the runtime's TextDecoder knows. Never throws on malformed input: it shows what it can.
 */
import { Buffer } from 'node:buffer';

export interface Header {
  /** Lower-cased name. */
  name: string;
  value: string;
}

export interface ParsedMail {
  headers: Header[];
  from: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string | null;
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase().replace(/\*.*$/, '');
  try {
    return new TextDecoder(label === 'us-ascii' || label === 'ascii' ? 'utf-8' : label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function decodeQuotedPrintable(input: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const char = input[i] as string;
    if (char === '=') {
      const hex = input.slice(i + 1, i + 3);
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
        continue;
      }
      // A soft line break: "=" at the end of a line joins it to the next.
      const soft = /^=[ \t]*\r?\n/.exec(input.slice(i, i + 80));
      if (soft) {
        i += soft[0].length - 1;
        continue;
      }
    }
    if (underscoreIsSpace && char === '_') {
      bytes.push(0x20);
      continue;
    }
    // Input comes from latin1, so every char is one byte.
    bytes.push(char.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * RFC 2047 encoded words. Whitespace between adjacent words disappears, and adjacent words
 * in one charset are joined as bytes first, since some senders split a character between two.
 */
export function decodeEncodedWords(value: string): string {
  let out = '';
  let last = 0;
  let run: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (run) out += decodeCharset(Buffer.concat(run.bytes), run.charset);
    run = undefined;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const [whole, charset = 'utf-8', encoding = 'B', payload = ''] = match;
    const start = match.index ?? 0;
    const between = value.slice(last, start);
    if (!(run && /^[ \t\r\n]*$/.test(between))) {
      flush();
      out += between;
    }
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : decodeQuotedPrintable(Buffer.from(payload, 'utf8').toString('latin1'), true);
    const normalized = charset.toLowerCase().replace(/\*.*$/, '');
    if (run && run.charset !== normalized) flush();
    if (!run) run = { charset: normalized, bytes: [] };
    run.bytes.push(bytes);
    last = start + whole.length;
  }
  flush();
  return out + value.slice(last);
}

/** Splits raw bytes into the header block and the body at the first empty line. */
function splitHead(raw: Buffer): { head: Buffer; body: Buffer } {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf))
    return { head: raw.subarray(0, crlf), body: raw.subarray(crlf + 4) };
  if (lf >= 0) return { head: raw.subarray(0, lf), body: raw.subarray(lf + 2) };
  // Only headers (or a body with no header block at all).
  if (/^[!-9;-~]+:/.test(raw.subarray(0, 200).toString('latin1')))
    return { head: raw, body: Buffer.alloc(0) };
  return { head: Buffer.alloc(0), body: raw };
}

export function parseHeaders(head: Buffer): Header[] {
  // Raw 8-bit headers (SMTPUTF8) are UTF-8; encoded words are decoded per header.
  const text = head.toString('utf8').replace(/\r?\n(?=[ \t])/g, '');
  const headers: Header[] = [];
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.push({ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() });
  }
  return headers;
}

function header(headers: Header[], name: string): string | undefined {
  return headers.find((entry) => entry.name === name)?.value;
}

interface ContentType {
  type: string;
  params: Record<string, string>;
}

export function parseContentType(value: string | undefined): ContentType {
  if (!value) return { type: 'text/plain', params: {} };
  const [type = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  const joined = rest.join(';');
  for (const match of joined.matchAll(/([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    const name = (match[1] ?? '').toLowerCase();
    const raw = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    params[name] = raw;
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

function decodeTransfer(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'), false);
    default:
      return body;
  }
}

/** The parts between `--boundary` lines; the line break before a delimiter belongs to it. */
function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = new RegExp(
    `(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(--)?[ \\t]*(?=\\r?\\n|$)`,
    'g',
  );
  const parts: Buffer[] = [];
  let start = -1;
  for (const match of text.matchAll(delimiter)) {
    const index = match.index ?? 0;
    if (start >= 0) parts.push(Buffer.from(text.slice(start, index), 'latin1'));
    if (match[1]) return parts;
    // The part starts after the delimiter line's own line break.
    const after = index + match[0].length;
    start = text.startsWith('\r\n', after) ? after + 2 : text.startsWith('\n', after) ? after + 1 : after;
  }
  if (start >= 0) parts.push(Buffer.from(text.slice(start), 'latin1'));
  return parts;
}

interface Bodies {
  text: string | null;
  html: string | null;
}

function collect(headers: Header[], body: Buffer, found: Bodies, depth: number): void {
  if (depth > 20) return;
  const contentType = parseContentType(header(headers, 'content-type'));
  const disposition = (header(headers, 'content-disposition') ?? '').toLowerCase();
  if (contentType.type.startsWith('multipart/')) {
    const boundary = contentType.params.boundary;
    if (!boundary) return;
    for (const part of splitMultipart(body, boundary)) {
      const split = splitHead(part);
      collect(parseHeaders(split.head), split.body, found, depth + 1);
    }
    return;
  }
  if (disposition.startsWith('attachment')) return;
  if (contentType.type !== 'text/plain' && contentType.type !== 'text/html') return;
  const decoded = decodeCharset(
    decodeTransfer(body, header(headers, 'content-transfer-encoding')),
    contentType.params.charset,
  );
  const text = decoded.replace(/\r\n/g, '\n');
  if (contentType.type === 'text/plain' && found.text === null) found.text = text;
  if (contentType.type === 'text/html' && found.html === null) found.html = text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A readable stand-in for HTML-only mail. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function parseMail(raw: Buffer): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const found: Bodies = { text: null, html: null };
  try {
    collect(headers, body, found, 0);
  } catch {
    found.text = body.toString('utf8');
  }
  const dateHeader = header(headers, 'date');
  const parsedDate = dateHeader ? new Date(dateHeader) : null;
  return {
    headers,
    from: decodeEncodedWords(header(headers, 'from') ?? ''),
    subject: decodeEncodedWords(header(headers, 'subject') ?? ''),
    date: parsedDate && !Number.isNaN(parsedDate.getTime()) ? parsedDate : null,
    text: found.text ?? (found.html !== null ? htmlToText(found.html) : ''),
    html: found.html,
  };
}
