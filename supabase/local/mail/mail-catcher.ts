/**
 * The local stack's mail catcher (what Mailpit/Inbucket are to the Supabase CLI): an SMTP
 * server that keeps every message in memory and a web page plus JSON API to read them.
 *
 * JSON API: GET /api/messages (newest first), GET /api/messages/:id, DELETE /api/messages,
 * DELETE /api/messages/:id; each message {id, from, to[], subject, date, text, html|null}.
 */
import type http from 'node:http';
import { MailStore } from './mail-store.ts';
import { startSmtpServer } from './smtp-server.ts';
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
  const smtp = await startSmtpServer(options.host, options.smtpPort, (received) => store.add(received).id);
  const web = createMailWebServer(store, options.host);
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
    async stop() {
      await smtp.close();
      await new Promise<void>((resolve) => {
        web.closeAllConnections();
        web.close(() => resolve());
      });
    },
  };
}
