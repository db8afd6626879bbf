/**
 * Streams an object's bytes with the headers Supabase Storage sends: its Content-Type,
 * Cache-Control, ETag, Last-Modified and length; If-None-Match (304), a single byte Range
 * (206) and `?download[=name]` (Content-Disposition: attachment) as the asset renderer does.
 */
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { RouteContext } from '../api-server.ts';
import type { ObjectRow } from './catalogue.ts';
import type { StoredFile } from './file-store.ts';
import { StorageError } from './storage-errors.ts';

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

function contentDisposition(download: string | null, key: string): string | undefined {
  if (download === null) return undefined;
  const name = download || key.slice(key.lastIndexOf('/') + 1);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendObject(
  context: RouteContext,
  object: Pick<ObjectRow, 'name' | 'metadata'>,
  file: StoredFile,
  options: { headOnly: boolean; expires?: Date },
): Promise<void> {
  const { req, res } = context;
  const metadata = object.metadata ?? {};
  const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined;
  const headers: Record<string, string> = {
    'Content-Type': typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    'Cache-Control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    'Last-Modified': file.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  if (eTag) headers.ETag = eTag;
  if (options.expires) headers.Expires = options.expires.toUTCString();
  const disposition = contentDisposition(context.url.searchParams.get('download'), object.name);
  if (disposition) headers['Content-Disposition'] = disposition;

  if (eTag && req.headers['if-none-match'] === eTag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, file.size);
  if (range === 'invalid') {
    throw new StorageError(416, 'InvalidRange', 'The requested range is not satisfiable');
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
  } else {
    headers['Content-Length'] = String(file.size);
  }
  res.writeHead(range ? 206 : 200, headers);
  if (options.headOnly || file.size === 0) {
    res.end();
    return;
  }
  await pipeline(file.open(range), res as ServerResponse);
}
