/**
 * Errors as Supabase Storage renders them: the HTTP status is 400 for every error except 500,
 * and the body carries the real status as a string, a code, the legacy `error` field and a
 * message (supabase/storage src/internal/errors/codes.ts and storage-error.ts).
 */
import { sqlState } from '../db.ts';

export class StorageError extends Error {
  /** The status Supabase reports in the body ("404", "403", "409", …). */
  readonly statusCode: number;
  readonly code: string;
  /** The legacy `error` field supabase-js reads when present ("not_found", "Unauthorized", …). */
  readonly error: string;
  constructor(statusCode: number, code: string, message: string, error: string = code) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
}

export const storageErrors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsViolation: () =>
    new StorageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  notFoundRoute: () => new StorageError(404, 'InvalidRequest', 'Route not found', 'Not Found'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'internal'),
};

/** Maps a Postgres error raised while running as the caller to what Supabase Storage answers. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  const message = error instanceof Error ? error.message : '';
  if (state === '42501') {
    return /row-level security/i.test(message)
      ? storageErrors.rlsViolation()
      : storageErrors.accessDenied(message);
  }
  if (state === '23505') return storageErrors.duplicate();
  if (state === '23503') return storageErrors.noSuchBucket();
  if (state.startsWith('22') || state.startsWith('23')) return storageErrors.invalidRequest(message);
  return undefined;
}

export interface RenderedError {
  status: number;
  body: { statusCode: string; code: string; error: string; message: string };
}

export function renderStorageError(error: StorageError): RenderedError {
  return {
    status: error.statusCode === 500 ? 500 : 400,
    body: {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
  };
}
