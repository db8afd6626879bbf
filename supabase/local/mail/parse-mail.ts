/**
 * Turns what the SMTP side received into a stored message, with mailparser's simpleParser doing
 * the MIME (encoded words, charsets, transfer encodings, nested multiparts, attachments). Never
 * throws: mail it cannot parse is kept as its source, so a malformed message is still seen.
 */

import type { AddressObject, EmailAddress } from 'mailparser';
import { simpleParser } from 'mailparser';
import type { CaughtAttachment, CaughtMessage } from './mail-store.ts';
import type { ReceivedMessage } from './smtp-listener.ts';

/** `Name <addr>`, the name quoted when it holds characters that would make it ambiguous. */
function formatAddress({ name, address }: EmailAddress): string {
  if (!address) return name;
  if (!name) return address;
  const shown = /[,;<>"@]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${shown} <${address}>`;
}

/** Every address of a header (groups flattened), joined; null when the header is absent. */
function formatAddresses(header: AddressObject | AddressObject[] | undefined): string | null {
  if (!header) return null;
  const flat = (entries: EmailAddress[]): EmailAddress[] =>
    entries.flatMap((entry) => (entry.group ? flat(entry.group) : [entry]));
  const shown = (Array.isArray(header) ? header : [header])
    .flatMap((object) => flat(object.value))
    .map(formatAddress)
    .filter((text) => text !== '');
  return shown.length > 0 ? shown.join(', ') : null;
}

const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

function unixLines(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

export async function parseMail(received: ReceivedMessage): Promise<Omit<CaughtMessage, 'id'>> {
  const recipients = [...new Set(received.recipients)];
  try {
    const parsed = await simpleParser(received.raw, { skipTextToHtml: true, skipImageLinks: true });
    const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date();
    const attachments: CaughtAttachment[] = parsed.attachments.map((attachment, index) => ({
      filename: attachment.filename || `attachment-${index + 1}`,
      contentType: CONTENT_TYPE.test(attachment.contentType)
        ? attachment.contentType.toLowerCase()
        : 'application/octet-stream',
      content: attachment.content,
    }));
    return {
      from: formatAddresses(parsed.from) ?? received.envelopeFrom,
      to: recipients,
      subject: parsed.subject ?? '',
      date: date.toISOString(),
      text: unixLines(parsed.text ?? ''),
      html: typeof parsed.html === 'string' ? unixLines(parsed.html) : null,
      replyTo: formatAddresses(parsed.replyTo),
      attachments,
      raw: received.raw,
    };
  } catch {
    return {
      from: received.envelopeFrom,
      to: recipients,
      subject: '',
      date: new Date().toISOString(),
      text: received.raw.toString('utf8'),
      html: null,
      replyTo: null,
      attachments: [],
      raw: received.raw,
    };
  }
}
