/**
 * Serves the production build of the app (dist/) the way a static host does: files with
 * their types, immutable caching for hashed assets, and index.html for client-side routes,
 * so deep links and the service worker behave as in production.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { APP_CONFIG_PATH, type AppConfig, appConfigScript } from '#core/app-config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  return info?.isFile() ? candidate : undefined;
}

export interface StaticServerOptions {
  /**
   * The app's run-time config (core/app-config.ts), answered at /app-config.js in place of the
   * build's file: the API this server's app talks to. Asked on each request, so a test can change it.
   */
  appConfig?: () => AppConfig;
}

export function startStaticServer(rootDir: string, options: StaticServerOptions = {}): http.Server {
  const root = path.resolve(rootDir);
  return http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      if (options.appConfig && url.pathname === APP_CONFIG_PATH) {
        res.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : appConfigScript(options.appConfig()));
        return;
      }
      let file = await fileAt(root, url.pathname);
      // Client-side routes get the app shell; missing assets get a real 404.
      if (!file && !path.extname(url.pathname)) file = await fileAt(root, '/index.html');
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      const noCache = file.endsWith('sw.js') || file.endsWith('.html') || file.endsWith('.webmanifest');
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': hashed
          ? 'public, max-age=31536000, immutable'
          : noCache
            ? 'no-cache'
            : 'public, max-age=0',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}
