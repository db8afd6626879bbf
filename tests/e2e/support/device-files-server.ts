/**
 * Serves the saved devices (synced-device.ts) to the test pages, which fetch them straight from
 * the network instead of receiving them through Playwright's protocol (device-snapshot.ts says
 * what that cost). Only the folder's own file names are served.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

export function startDeviceFilesServer(dir: string, port: number): Promise<() => Promise<void>> {
  const server: Server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://device-files').pathname.slice(1));
    const file = path.join(dir, name);
    // The pages are of the app's origin, another port: they may read these files.
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (name.includes('/') || name.includes('\\') || !name.endsWith('.json') || !existsSync(file)) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((closed) => server.close(() => closed()))),
    );
  });
}
