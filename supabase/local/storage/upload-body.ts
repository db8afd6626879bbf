/**
 * Reads an upload the two ways supabase-js sends one (storage-js uploadOrUpdate): multipart
 * FormData with the file under field "" plus cacheControl / metadata / contentType fields, or
 * a raw body with its Content-Type, Cache-Control and base64 JSON x-metadata headers. Applies
 * the bucket's size limit and allowed MIME types (supabase/storage src/storage/uploader.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http.ts';
import type { BucketRow, ObjectMetadata } from './catalogue.ts';
import { storageErrors } from './storage-errors.ts';

/** Supabase's default global upload limit (supabase/config.toml [storage] file_size_limit). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;

export interface Upload {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

function parseUserMetadata(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Supabase ignores metadata that is not JSON.
  }
  return undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function fileSizeLimit(bucket: BucketRow): number {
  const limit = bucket.file_size_limit;
  return limit !== null && limit > 0 ? Math.min(limit, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > limit) throw storageErrors.entityTooLarge();
  try {
    return await readBody(req, limit);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw storageErrors.entityTooLarge();
    throw error;
  }
}

export async function readUpload(req: IncomingMessage, bucket: BucketRow): Promise<Upload> {
  const limit = fileSizeLimit(bucket);
  const contentType = header(req, 'content-type') ?? '';
  let upload: Upload;
  if (/^multipart\/form-data/i.test(contentType)) {
    const body = await readLimited(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      throw storageErrors.invalidRequest('The multipart body could not be read');
    }
    let file: File | undefined;
    const fields = new Map<string, string>();
    for (const [name, value] of form) {
      if (typeof value === 'string') fields.set(name, value);
      else if (!file || name === '') file = value;
    }
    if (!file) throw storageErrors.noContent();
    const cacheTime = fields.get('cacheControl');
    upload = {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: fields.get('contentType') || file.type || 'application/octet-stream',
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseUserMetadata(fields.get('metadata') ?? fields.get('userMetadata')),
    };
  } else {
    const data = await readLimited(req, limit);
    const encodedMetadata = header(req, 'x-metadata');
    upload = {
      data,
      mimetype: contentType || 'application/octet-stream',
      cacheControl: header(req, 'cache-control') || 'no-cache',
      userMetadata: encodedMetadata
        ? parseUserMetadata(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
        : undefined,
    };
  }
  if (upload.data.length > limit) throw storageErrors.entityTooLarge();
  if (/[\r\n\0]/.test(upload.mimetype) || /[\r\n\0]/.test(upload.cacheControl)) {
    throw storageErrors.invalidRequest('Invalid header value');
  }
  assertAllowedMimeType(upload.mimetype, bucket.allowed_mime_types);
  return upload;
}

/** Bucket rules like "image/png" or "image/*"; parameters such as ";charset=" are ignored. */
export function assertAllowedMimeType(mimetype: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = (mimetype.split(';')[0] ?? '').trim().toLowerCase().split('/');
  if (!type || !subtype) throw storageErrors.invalidMimeType(mimetype);
  for (const rule of allowed) {
    const [allowedType, allowedSubtype] = rule.trim().toLowerCase().split('/');
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw storageErrors.invalidMimeType(mimetype);
}

export function objectMetadata(upload: Pick<Upload, 'data' | 'mimetype' | 'cacheControl'>): ObjectMetadata {
  const size = upload.data.length;
  return {
    eTag: `"${createHash('md5').update(upload.data).digest('hex')}"`,
    size,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}
