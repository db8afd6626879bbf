/**
 * GoTrue's error responses (auth internal/api/errors.go). supabase-js reads `code` only when
 * the response echoes an API version >= 2024-01-01, so the version header decides the shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra top-level body fields, e.g. `weak_password: {reasons}`. */
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/**
 * Thrown inside a transaction to commit what was done and still answer with `error`: GoTrue
 * revokes a session on refresh-token reuse and reports the reuse in the same request.
 */
export class CommitThenFail extends Error {
  readonly error: AuthError;
  constructor(error: AuthError) {
    super(error.message);
    this.error = error;
  }
}

/** True when the request asks for API version 2024-01-01 or later (a YYYY-MM-DD date). */
export function wantsVersion2024(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const time = Date.parse(`${value.trim()}T00:00:00Z`);
  return Number.isFinite(time) && time >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (wantsVersion2024(req)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    sendJson(res, error.status, { code: error.code, message: error.message, ...error.extra }, headers);
  } else {
    sendJson(
      res,
      error.status,
      { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
      headers,
    );
  }
}

export const badRequest = (code: string, message: string): AuthError => new AuthError(400, code, message);
export const forbidden = (code: string, message: string): AuthError => new AuthError(403, code, message);
export const notFound = (code: string, message: string): AuthError => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string): AuthError => new AuthError(422, code, message);

export const INVALID_LOGIN = 'Invalid login credentials';
export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
export const OTP_EXPIRED = 'Email link is invalid or has expired';
