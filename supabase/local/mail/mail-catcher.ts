/**
 * The local stack's mail catcher (what Mailpit/Inbucket are to the Supabase CLI): an SMTP
 * server that keeps every message in memory and a web page plus JSON API to read them.
 *
 * JSON API: GET /api/messages (newest first), GET /api/messages/:id, DELETE /api/messages,
 * DELETE /api/messages/:id; each message {id, from, to[], subject, date, text, html|null,
 * replyTo|null, attachments[{filename, contentType, size}]}. GET /api/messages/:id/attachments/:n
 * answers an attachment's bytes, GET /messages/:id/raw the message's source. GET/POST/DELETE
 * /api/sms: the SMS catcher (sms-store.ts).
 */
import type http from 'node:http';
import { MailStore } from './mail-store.ts';
import { parseMail } from './parse-mail.ts';
import { SmsStore } from './sms-store.ts';
import { startSmtpListener } from './smtp-listener.ts';
import { createMailWebServer } from './web.ts';

export interface MailCatcherOptions {
  host: string;
  /** 0 picks a free port; the bound port is in the result. */
  smtpPort: number;
  webPort: number;
}

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  store: MailStore;
  /** What the reminders' SMS provider sent (issue 41). */
  sms: SmsStore;
  stop(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const store = new MailStore();
  const smtp = await startSmtpListener(
    options.host,
    options.smtpPort,
    async (received) => store.add(await parseMail(received)).id,
  );
  const sms = new SmsStore();
  const web = createMailWebServer(store, options.host, sms);
  let webPort: number;
  try {
    webPort = await listen(web, options.webPort, options.host);
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    smtpPort: smtp.port,
    webPort,
    store,
    sms,
    async stop() {
      await smtp.close();
      await new Promise<void>((resolve) => {
        web.closeAllConnections();
        web.close(() => resolve());
      });
    },
  };
}
