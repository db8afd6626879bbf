/**
 * The catcher's SMTP side: accepts every message from anyone (any AUTH succeeds), undoes
 * dot-stuffing, and hands the envelope and raw bytes over. It delivers nothing anywhere.
 */
import { Buffer } from 'node:buffer';
import net from 'node:net';

export interface ReceivedMessage {
  envelopeFrom: string;
  recipients: string[];
  raw: Buffer;
}

const MAX_LINE = 4096;
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const MAX_RECIPIENTS = 1000;
const IDLE_TIMEOUT_MS = 5 * 60 * 1000;

type Mode = 'command' | 'data' | 'auth-plain' | 'auth-login-user' | 'auth-login-pass';

/** One SMTP session; lines are handled in order, which also makes PIPELINING work. */
class Session {
  private readonly socket: net.Socket;
  private readonly hostname: string;
  private readonly deliver: (message: ReceivedMessage) => string;
  private buffer: Buffer = Buffer.alloc(0);
  private mode: Mode = 'command';
  private envelopeFrom: string | null = null;
  private recipients: string[] = [];
  private data: Buffer[] = [];
  private dataSize = 0;
  private closed = false;

  constructor(socket: net.Socket, hostname: string, deliver: (message: ReceivedMessage) => string) {
    this.socket = socket;
    this.hostname = hostname;
    this.deliver = deliver;
    socket.setTimeout(IDLE_TIMEOUT_MS, () => {
      this.reply('421 4.4.2 Idle for too long, closing');
      this.close();
    });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
    });
    this.reply(`220 ${hostname} ESMTP Cabinet mail catcher (nothing is delivered)`);
  }

  private reply(line: string): void {
    if (!this.closed) this.socket.write(`${line}\r\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.end();
    this.socket.destroySoon();
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (let end = this.buffer.indexOf(0x0a); end >= 0 && !this.closed; end = this.buffer.indexOf(0x0a)) {
      const line = this.buffer.subarray(0, end + 1);
      this.buffer = this.buffer.subarray(end + 1);
      if (this.mode === 'data') this.dataLine(line);
      else this.commandLine(line.toString('utf8').replace(/\r?\n$/, ''));
    }
    if (this.mode !== 'data' && this.buffer.length > MAX_LINE) {
      this.reply('500 5.5.6 Line too long');
      this.close();
    }
  }

  private resetTransaction(): void {
    this.envelopeFrom = null;
    this.recipients = [];
    this.data = [];
    this.dataSize = 0;
  }

  private dataLine(line: Buffer): void {
    const text = line.toString('latin1');
    if (text === '.\r\n' || text === '.\n') {
      this.mode = 'command';
      if (this.dataSize > MAX_MESSAGE_BYTES) {
        this.reply('552 5.3.4 Message too big');
      } else {
        // The line break before "." ends the DATA command, not the message.
        let raw = Buffer.concat(this.data);
        if (raw.subarray(-2).toString('latin1') === '\r\n') raw = raw.subarray(0, -2);
        else if (raw.subarray(-1).toString('latin1') === '\n') raw = raw.subarray(0, -1);
        const id = this.deliver({ envelopeFrom: this.envelopeFrom ?? '', recipients: this.recipients, raw });
        this.reply(`250 2.0.0 Ok: queued as ${id}`);
      }
      this.resetTransaction();
      return;
    }
    const unstuffed = text.startsWith('.') ? line.subarray(1) : line;
    this.dataSize += unstuffed.length;
    if (this.dataSize <= MAX_MESSAGE_BYTES) this.data.push(unstuffed);
  }

  private commandLine(line: string): void {
    const response = this.respond(line);
    this.reply(response);
    if (response.startsWith('221 ')) this.close();
  }

  /** The reply to one command line (several lines joined by CRLF for EHLO). */
  private respond(line: string): string {
    if (this.mode === 'auth-plain' || this.mode === 'auth-login-user' || this.mode === 'auth-login-pass') {
      // Any credentials are accepted; "*" cancels (RFC 4954).
      if (line === '*') {
        this.mode = 'command';
        return '501 5.7.0 Authentication cancelled';
      }
      if (this.mode === 'auth-login-user') {
        this.mode = 'auth-login-pass';
        return '334 UGFzc3dvcmQ6';
      }
      this.mode = 'command';
      return '235 2.7.0 Authentication successful';
    }
    const match = /^([A-Za-z]+)\s*(.*)$/.exec(line);
    const verb = (match?.[1] ?? '').toUpperCase();
    const argument = match?.[2] ?? '';
    switch (verb) {
      case 'EHLO':
        this.resetTransaction();
        return [
          `250-${this.hostname} greets ${argument || 'you'}`,
          '250-PIPELINING',
          `250-SIZE ${MAX_MESSAGE_BYTES}`,
          '250-8BITMIME',
          '250-ENHANCEDSTATUSCODES',
          '250-AUTH PLAIN LOGIN',
          '250 SMTPUTF8',
        ].join('\r\n');
      case 'HELO':
        this.resetTransaction();
        return `250 ${this.hostname}`;
      case 'AUTH': {
        const [mechanism = '', initial] = argument.split(/\s+/);
        if (mechanism.toUpperCase() === 'PLAIN') {
          if (initial) return '235 2.7.0 Authentication successful';
          this.mode = 'auth-plain';
          return '334 ';
        }
        if (mechanism.toUpperCase() === 'LOGIN') {
          this.mode = initial ? 'auth-login-pass' : 'auth-login-user';
          return initial ? '334 UGFzc3dvcmQ6' : '334 VXNlcm5hbWU6';
        }
        return '504 5.5.4 Unrecognized authentication type';
      }
      case 'MAIL': {
        const from = /^FROM:\s*<([^>]*)>/i.exec(argument);
        if (!from) return '501 5.5.4 Syntax: MAIL FROM:<address>';
        if (this.envelopeFrom !== null) return '503 5.5.1 Error: nested MAIL command';
        this.envelopeFrom = from[1] ?? '';
        return '250 2.1.0 Ok';
      }
      case 'RCPT': {
        const to = /^TO:\s*<([^>]+)>/i.exec(argument);
        if (this.envelopeFrom === null) return '503 5.5.1 Error: need MAIL command';
        if (!to) return '501 5.5.4 Syntax: RCPT TO:<address>';
        if (this.recipients.length >= MAX_RECIPIENTS) return '452 4.5.3 Too many recipients';
        this.recipients.push(to[1] ?? '');
        return '250 2.1.5 Ok';
      }
      case 'DATA':
        if (this.envelopeFrom === null) return '503 5.5.1 Error: need MAIL command';
        if (this.recipients.length === 0) return '554 5.5.1 Error: no valid recipients';
        this.mode = 'data';
        this.data = [];
        this.dataSize = 0;
        return '354 End data with <CR><LF>.<CR><LF>';
      case 'RSET':
        this.resetTransaction();
        return '250 2.0.0 Ok';
      case 'NOOP':
        return '250 2.0.0 Ok';
      case 'VRFY':
        return '252 2.0.0 Cannot VRFY user, but will accept message';
      case 'HELP':
        return '214 2.0.0 Cabinet mail catcher: every message is kept, none is delivered';
      case 'STARTTLS':
        return '454 4.7.0 TLS not available';
      case 'QUIT':
        return '221 2.0.0 Bye';
      default:
        return '502 5.5.2 Error: command not recognized';
    }
  }
}

export interface SmtpServerHandle {
  port: number;
  close(): Promise<void>;
}

export function startSmtpServer(
  host: string,
  port: number,
  deliver: (message: ReceivedMessage) => string,
): Promise<SmtpServerHandle> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Session(socket, 'cabinet-mail-catcher', deliver);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
