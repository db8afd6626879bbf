/**
 * The catcher's web side: a page listing caught mail (each message readable, its HTML in a
 * sandboxed iframe with links opening in a new tab, its attachments downloadable) and a JSON
 * API for tests and tools. Pages run no script; every value is escaped.
 */
import { Buffer } from 'node:buffer';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { type CaughtAttachment, type CaughtMessage, type MailStore, messageJson } from './mail-store.ts';
import { SmsStore } from './sms-store.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped text with its http(s) URLs turned into links. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g)) {
    const start = match.index ?? 0;
    out += escapeHtml(text.slice(last, start));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;
    last = start + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const SECURITY_HEADERS: Record<string, string> = {
  // No script anywhere; the iframe's srcdoc inherits this policy, so mail scripts never run.
  'Content-Security-Policy': "script-src 'none'; object-src 'none'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
  header { background: #243b53; color: #fff; padding: 0.8rem 1.2rem; display: flex; align-items: center; gap: 1rem; }
  header h1 { font-size: 1.1rem; margin: 0; flex: 1; }
  header a { color: #fff; }
  main { padding: 1rem 1.2rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 0.45rem 0.6rem; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
  th { background: #e4e7eb; font-weight: 600; }
  td.date { white-space: nowrap; color: #52606d; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; background: #fff; padding: 0.8rem; margin: 0 0 1rem; }
  dt { font-weight: 600; color: #52606d; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 60vh; border: 1px solid #cbd2d9; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 0.8rem; border: 1px solid #cbd2d9; }
  ul.attachments { background: #fff; padding: 0.8rem 0.8rem 0.8rem 2rem; margin: 0 0 1rem; }
  button { font: inherit; cursor: pointer; }
  .empty { color: #52606d; }
`;

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1><a href="/">Cabinet mail catcher</a></h1>
<form method="post" action="/clear"><button type="submit">Delete all</button></form></header>
<main>${body}</main></body></html>`;
}

function listPage(messages: readonly CaughtMessage[]): string {
  if (messages.length === 0) {
    return page(
      'Mail catcher',
      '<p class="empty">No mail yet. This page refreshes every 5 seconds.</p>',
      true,
    );
  }
  const rows = messages
    .map(
      (message) => `<tr>
  <td class="date"><time datetime="${escapeHtml(message.date)}">${escapeHtml(message.date.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${escapeHtml(message.from)}</td>
  <td>${escapeHtml(message.to.join(', '))}</td>
  <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  return page(
    `Mail catcher (${messages.length})`,
    `<table><thead><tr><th>Date (UTC)</th><th>From</th><th>To</th><th>Subject</th></tr></thead>
<tbody>${rows}</tbody></table>`,
    true,
  );
}

/** The mail's HTML for an iframe: links open in a new tab, outside the sandbox. */
function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return `<!doctype html><html><head><meta charset="utf-8">${base}</head><body>${html}</body></html>`;
}

function attachmentUrl(message: CaughtMessage, index: number): string {
  return `/api/messages/${encodeURIComponent(message.id)}/attachments/${index}`;
}

function attachmentList(message: CaughtMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments
    .map(
      (attachment, index) =>
        `<li><a href="${escapeHtml(attachmentUrl(message, index))}" download>${escapeHtml(attachment.filename)}</a>
  (${escapeHtml(attachment.contentType)}, ${attachment.content.length} bytes)</li>`,
    )
    .join('\n');
  return `<h2>Attachments</h2>\n<ul class="attachments">${items}</ul>`;
}

function messagePage(message: CaughtMessage): string {
  const id = encodeURIComponent(message.id);
  const replyTo =
    message.replyTo === null ? '' : `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo)}</dd>\n`;
  const html =
    message.html === null
      ? ''
      : `<h2>HTML</h2>
<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer"
  srcdoc="${escapeHtml(frameDocument(message.html))}"></iframe>`;
  return page(
    message.subject || '(no subject)',
    `<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
${replyTo}<dt>Subject</dt><dd>${escapeHtml(message.subject)}</dd>
<dt>Date</dt><dd>${escapeHtml(message.date)}</dd>
<dt>Source</dt><dd><a href="/messages/${id}/raw">raw message</a></dd>
</dl>
${html}
<h2>Text</h2>
<pre>${linkify(message.text)}</pre>
${attachmentList(message)}`,
  );
}

/** `attachment; filename=...`: an ASCII stand-in for old clients and the exact name (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function sendAttachment(res: ServerResponse, attachment: CaughtAttachment): void {
  // Always a download, never rendered here: an HTML attachment must not run on this origin.
  send(res, 200, attachment.contentType, attachment.content, {
    'Content-Disposition': contentDisposition(attachment.filename),
  });
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': type, ...SECURITY_HEADERS, ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/**
 * Only local names may reach the catcher: a web page on a rebinding DNS name must not read
 * password-reset links out of it.
 */
function allowedHost(req: IncomingMessage, bindHost: string): boolean {
  const host = req.headers.host;
  if (!host) return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === bindHost || isIP(hostname) !== 0;
}

/** Forms posted from another origin (another site in the same browser) are refused. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** A JSON body of at most 16 KiB, or undefined when it is not one. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createMailWebServer(
  store: MailStore,
  bindHost: string,
  sms: SmsStore = new SmsStore(),
): http.Server {
  return http.createServer((req, res) => {
    try {
      if (!allowedHost(req, bindHost)) {
        send(res, 403, 'text/plain; charset=utf-8', 'Forbidden host\n');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://catcher.invalid');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const method = req.method ?? 'GET';
      const parts = path.split('/').slice(1).map(decodeURIComponent);

      if (path === '/api/sms') {
        if (method === 'GET') return sendJson(res, 200, sms.list());
        if (method === 'DELETE') {
          sms.clear();
          res.writeHead(204, SECURITY_HEADERS);
          res.end();
          return;
        }
        if (method === 'POST') {
          void jsonBody(req).then((body) => {
            const caught = sms.add(body);
            if (typeof caught === 'string') sendJson(res, 400, { error: caught });
            else sendJson(res, 201, caught);
          });
          return;
        }
        return sendJson(res, 405, { error: 'method not allowed' });
      }
      if (path === '/api/messages') {
        if (method === 'GET') return sendJson(res, 200, store.list().map(messageJson));
        if (method === 'DELETE') {
          store.clear();
          res.writeHead(204, SECURITY_HEADERS);
          res.end();
          return;
        }
        return sendJson(res, 405, { error: 'method not allowed' });
      }
      if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 5 && parts[3] === 'attachments') {
        if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { error: 'method not allowed' });
        const message = store.get(parts[2] ?? '');
        if (!message) return sendJson(res, 404, { error: 'message not found' });
        const index = /^\d{1,6}$/.test(parts[4] ?? '') ? Number(parts[4]) : -1;
        const attachment = message.attachments[index];
        if (!attachment) return sendJson(res, 404, { error: 'attachment not found' });
        return sendAttachment(res, attachment);
      }
      if (parts[0] === 'api' && parts[1] === 'messages' && parts.length === 3) {
        const message = store.get(parts[2] ?? '');
        if (!message) return sendJson(res, 404, { error: 'message not found' });
        if (method === 'GET') return sendJson(res, 200, messageJson(message));
        if (method === 'DELETE') {
          store.remove(message.id);
          res.writeHead(204, SECURITY_HEADERS);
          res.end();
          return;
        }
        return sendJson(res, 405, { error: 'method not allowed' });
      }
      if (path === '/clear' && method === 'POST') {
        if (!sameOrigin(req))
          return send(res, 403, 'text/plain; charset=utf-8', 'Cross-origin request refused\n');
        store.clear();
        res.writeHead(303, { Location: '/', ...SECURITY_HEADERS });
        res.end();
        return;
      }
      if (method !== 'GET' && method !== 'HEAD')
        return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
      if (path === '/') return send(res, 200, 'text/html; charset=utf-8', listPage(store.list()));
      if (parts[0] === 'messages' && (parts.length === 2 || (parts.length === 3 && parts[2] === 'raw'))) {
        const message = store.get(parts[1] ?? '');
        if (!message)
          return send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>No such message.</p>'));
        if (parts.length === 3) return send(res, 200, 'text/plain; charset=utf-8', message.raw);
        return send(res, 200, 'text/html; charset=utf-8', messagePage(message));
      }
      send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>Nothing here.</p>'));
    } catch {
      // A malformed request (e.g. bad percent-encoding) must not stop the catcher.
      if (!res.headersSent) send(res, 400, 'text/plain; charset=utf-8', 'Bad request\n');
      else res.destroy();
    }
  });
}
