/**
 * Passwords: GoTrue's strength rules (auth internal/api/password.go) and bcrypt hashes
 * computed and compared by pgcrypto in the database, so hashes written by GoTrue, by SQL
 * seeds and by this service are interchangeable.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { AuthError, badRequest } from './auth-errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

/** SQL for a new bcrypt hash of parameter `$n` (cost 10, GoTrue's bcrypt.DefaultCost). */
export function hashSql(parameter: number): string {
  return `extensions.crypt($${parameter}::text, extensions.gen_salt('bf', 10))`;
}

/** A well-formed bcrypt salt: hashing against it costs the same time as a real check. */
const DUMMY_SALT = '$2a$10$CabinetLocalDummySaltA';

/** Throws GoTrue's 400 / 422 weak_password errors; lengths are bytes, as in Go. */
export function checkPasswordStrength(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (bytes < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}

/** True when `password` matches the user's bcrypt hash; false for users without one. */
export async function passwordMatches(
  client: pg.ClientBase,
  userId: string,
  password: string,
): Promise<boolean> {
  const result = await client.query<{ ok: boolean }>(
    `select coalesce(encrypted_password ~ '^\\$2[abxy]\\$'
              and encrypted_password = extensions.crypt($2::text, encrypted_password), false) as ok
       from auth.users where id = $1`,
    [userId, password],
  );
  return result.rows[0]?.ok === true;
}

/** Spends a bcrypt computation so an unknown email answers as slowly as a wrong password. */
export async function spendPasswordCheck(client: pg.ClientBase, password: string): Promise<void> {
  await client.query('select extensions.crypt($1::text, $2::text)', [password, DUMMY_SALT]);
}

/** The random password GoTrue gives users created without one: nobody knows it. */
export function unguessablePassword(): string {
  return randomBytes(48).toString('base64url');
}
