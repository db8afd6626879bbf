/**
 * The catcher's SMTP side, on the smtp-server package: accepts every message from anyone (AUTH
 * optional, any credentials accepted, no TLS on a local port) and hands the envelope and raw
 * bytes over. It delivers nothing anywhere.
 */
import { Buffer } from 'node:buffer';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMessage {
  envelopeFrom: string;
  recipients: string[];
  raw: Buffer;
}

/** What the store answers with: the id the SMTP reply names. */
export type Deliver = (message: ReceivedMessage) => Promise<string>;

/** Larger than any email Cabinet sends; what a real provider would refuse too. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const MAX_RECIPIENTS = 1000;
/** How long stop() lets a client finish its session before cutting it off. */
const CLOSE_TIMEOUT_MS = 1000;

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

function refusal(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Reads one DATA stream whole, keeping nothing past the size limit (the server then refuses it). */
function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  deliver: Deliver,
  done: (error?: Error | null, message?: string) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
  });
  stream.once('error', (error: Error) => done(error));
  stream.once('end', () => {
    if (stream.sizeExceeded || size > MAX_MESSAGE_BYTES) {
      done(refusal(`Message too big (more than ${MAX_MESSAGE_BYTES} bytes)`, 552));
      return;
    }
    // The line break before "." ends the DATA command (the sender adds it when the message
    // lacks one), not the message: a text-only body reads back as it was sent.
    let raw = Buffer.concat(chunks);
    if (raw.subarray(-2).toString('latin1') === '\r\n') raw = raw.subarray(0, -2);
    else if (raw.subarray(-1).toString('latin1') === '\n') raw = raw.subarray(0, -1);
    const envelope = session.envelope;
    deliver({
      envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
      recipients: envelope.rcptTo.map((recipient) => recipient.address),
      raw,
    }).then(
      // Answered only once stored: a sender that got 250 finds its message in the API.
      (id) => done(null, `Ok: queued as ${id}`),
      () => done(refusal('The catcher could not keep the message', 451)),
    );
  });
}

export function startSmtpListener(host: string, port: number, deliver: Deliver): Promise<SmtpListener> {
  const server = new SMTPServer({
    name: 'cabinet-mail-catcher',
    banner: 'Cabinet mail catcher (nothing is delivered)',
    authOptional: true,
    // Credentials travel in the clear, but only to this local catcher, which ignores them.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    maxRecipients: MAX_RECIPIENTS,
    disableReverseLookup: true,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, session, callback) {
      receive(stream, session, deliver, callback);
    },
  });
  return new Promise((resolve, reject) => {
    const onListenError = (error: Error) => reject(error);
    server.once('error', onListenError);
    server.listen(port, host, () => {
      server.off('error', onListenError);
      // A client that drops its connection mid-session is its own problem, never the stack's.
      server.on('error', () => {});
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
