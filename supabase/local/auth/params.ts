/**
 * Request bodies of the auth API. GoTrue decodes JSON into typed structs, so a malformed body
 * or a field of the wrong type is a 400 bad_json; absent and null fields are "not given".
 */
import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http.ts';
import { AuthError, badRequest } from './auth-errors.ts';

export type Params = Record<string, unknown>;

/** Auth bodies are small; a megabyte is far above anything supabase-js sends. */
const MAX_AUTH_BODY = 1024 * 1024;

const badJson = (detail: string): AuthError =>
  badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);

export async function readParams(req: IncomingMessage): Promise<Params> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_AUTH_BODY);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new AuthError(413, 'request_too_large', 'Request body too large');
    }
    throw error;
  }
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw badJson('the body must be a JSON object');
  return parsed as Params;
}

export function optString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(`${name} must be a string`);
  return value;
}

export function optBoolean(params: Params, name: string): boolean | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badJson(`${name} must be a boolean`);
  return value;
}

export function optObject(params: Params, name: string): Record<string, unknown> | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`${name} must be an object`);
  return value as Record<string, unknown>;
}

/** GoTrue's metadata update: given keys replace, keys given as null are removed. */
export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** GoTrue's validatePhone: E.164 digits, stored without the leading '+'. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/[\s()+-]/g, '');
  if (!/^[1-9]\d{1,14}$/.test(digits)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return digits;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
