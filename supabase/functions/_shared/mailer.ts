/**
 * Sends Cabinet's emails through nodemailer's SMTP transport, shared by the Edge Functions and
 * the local stack. Nodemailer does the protocol (STARTTLS, AUTH, dot-stuffing) and the MIME
 * (encoded words for diacritics, a text part beside the HTML, attachments); this module only
 * decides who the message is from and turns every failure into one SmtpError.
 *
 * The bare `nodemailer` import resolves from node_modules in Node; each deployed function's
 * deno.json maps it to `npm:nodemailer`. Never import the local stack's modules here.
 */
import { Buffer } from 'node:buffer';
import nodemailer from 'nodemailer';

/** Structurally the same as supabase/local/config.ts SmtpSettings (kept apart for Deno). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465 style); plain SMTP, upgraded by STARTTLS when offered, otherwise. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** `addr` or `Name <addr>`: only the address is used, the display name is the clinic's. */
  from: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** One recipient, `addr` or `Name <addr>` (every caller mails one person). */
  to: string;
  subject: string;
  /** Always sent: the plain-text part, beside the HTML when there is one. */
  text: string;
  html?: string;
  /** The sender's display name (the clinic's); DEFAULT_SENDER_NAME when missing or blank. */
  senderName?: string | null;
  /** Where answers go (the clinic's address); no Reply-To when missing or not one address. */
  replyTo?: string | null;
  attachments?: readonly MailAttachment[];
}

export const DEFAULT_SENDER_NAME = 'Cabinet';

/** A message that could not be sent: the server refused it, or it never got that far. */
export class SmtpError extends Error {
  /** Nodemailer's code (EENVELOPE, EAUTH, ECONNECTION, ETIMEDOUT, ...), when it gave one. */
  readonly code: string | undefined;
  /** The server's reply code when it refused a command. */
  readonly responseCode: number | undefined;
  /** The server's reply when it refused a command. */
  readonly response: string | undefined;
  constructor(message: string, details: { code?: string; responseCode?: number; response?: string } = {}) {
    super(message);
    this.name = 'SmtpError';
    this.code = details.code;
    this.responseCode = details.responseCode;
    this.response = details.response;
  }
}

const CONNECT_TIMEOUT_MS = 15_000;
/** The server may scan the message before accepting it. */
const SOCKET_TIMEOUT_MS = 60_000;

const ADDRESS = /^[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+$/;

/** The address of `addr` or `Name <addr>`, or undefined when it is not one valid address. */
export function bareAddress(value: string): string | undefined {
  const trimmed = value.trim();
  const address = (/<([^<>]*)>$/.exec(trimmed)?.[1] ?? trimmed).trim();
  return ADDRESS.test(address) ? address : undefined;
}

/** What nodemailer attaches to its errors (its NodemailerError, read without trusting it). */
interface TransportFailure {
  message?: unknown;
  code?: unknown;
  command?: unknown;
  response?: unknown;
  responseCode?: unknown;
}

function asSmtpError(error: unknown, settings: SmtpSettings): SmtpError {
  if (error instanceof SmtpError) return error;
  const failure: TransportFailure = typeof error === 'object' && error !== null ? error : {};
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const response = typeof failure.response === 'string' ? failure.response : undefined;
  const command = typeof failure.command === 'string' ? failure.command : undefined;
  const reason = typeof failure.message === 'string' ? failure.message : String(error);
  // The server's own words when it refused something; else where the connection failed.
  const message =
    response !== undefined
      ? `SMTP ${command ?? 'command'} failed: ${response}`
      : `SMTP to ${settings.host}:${settings.port} failed: ${reason}`;
  return new SmtpError(message, {
    ...(code === undefined ? {} : { code }),
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(response === undefined ? {} : { response }),
  });
}

export async function sendMail(settings: SmtpSettings, mail: OutgoingMail): Promise<void> {
  const fromAddress = bareAddress(settings.from);
  if (!fromAddress)
    throw new SmtpError(`SMTP_FROM is not an email address: ${JSON.stringify(settings.from)}`);
  if (!bareAddress(mail.to)) {
    throw new SmtpError(`Invalid email address: ${JSON.stringify(mail.to)}`, { code: 'EENVELOPE' });
  }
  // Line breaks in a name would be flattened by nodemailer anyway; trimmed so a blank one falls back.
  const senderName = mail.senderName?.replace(/[\r\n]+/g, ' ').trim() || DEFAULT_SENDER_NAME;
  const replyTo = mail.replyTo ? bareAddress(mail.replyTo) : undefined;

  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    // The EHLO name: the sender's domain rather than the machine's (a container id).
    name: fromAddress.split('@')[1] ?? 'localhost',
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Nothing we send names a file or URL to read; refuse it should one ever slip in.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({
      from: { name: senderName, address: fromAddress },
      to: mail.to,
      ...(replyTo ? { replyTo } : {}),
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
    });
  } catch (error) {
    throw asSmtpError(error, settings);
  } finally {
    transport.close();
  }
}
