/**
 * auth.users rows and the user JSON GoTrue answers with (auth internal/models/user.go):
 * always id, aud, role, email, phone ("" when null), metadata, identities, timestamps and
 * is_anonymous; the optional timestamps only when set. Secrets never leave this module.
 */
import type pg from 'pg';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  has_password: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export type UserJson = Record<string, unknown>;

export const DEFAULT_AUD = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';
/** JWT roles GoTrue treats as administrators (GOTRUE_JWT_ADMIN_ROLES). */
export const ADMIN_ROLES: ReadonlySet<string> = new Set(['service_role', 'supabase_admin']);
/** GoTrue writes the nil UUID as instance_id. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.phone, u.email_confirmed_at, u.phone_confirmed_at,
  u.confirmed_at, u.invited_at, u.confirmation_sent_at, u.recovery_sent_at, u.email_change,
  u.email_change_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at,
  u.updated_at, u.banned_until, u.deleted_at, u.is_anonymous,
  coalesce(u.encrypted_password, '') <> '' as has_password`;

/** A live (not soft-deleted) user by id; `forUpdate` locks the row for the transaction. */
export async function findUserById(
  client: pg.ClientBase,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const result = await client.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where u.id = $1 and u.deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return result.rows[0];
}

/** Any user by id, soft-deleted ones included (the admin API still sees them). */
export async function findAnyUserById(client: pg.ClientBase, id: string): Promise<UserRow | undefined> {
  const result = await client.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1`, [
    id,
  ]);
  return result.rows[0];
}

export async function findUserByEmail(
  client: pg.ClientBase,
  email: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const result = await client.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where lower(u.email) = lower($1) and u.deleted_at is null
      order by u.created_at limit 1${forUpdate ? ' for update' : ''}`,
    [email],
  );
  return result.rows[0];
}

export async function emailTaken(client: pg.ClientBase, email: string, exceptId?: string): Promise<boolean> {
  const result = await client.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [
    email,
    exceptId ?? NIL_UUID,
  ]);
  return (result.rowCount ?? 0) > 0;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

function iso(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** Adds `key` only when `value` is set, like Go's `omitempty`. */
function setIf(target: UserJson, key: string, value: unknown): void {
  if (value !== undefined && value !== null && value !== '') target[key] = value;
}

async function identitiesOf(client: pg.ClientBase, userId: string): Promise<UserJson[]> {
  const result = await client.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return result.rows.map((row) => {
    // GoTrue swaps the names for backward compatibility: `id` is the provider's id.
    const identity: UserJson = {
      identity_id: row.id,
      id: row.provider_id,
      user_id: row.user_id,
      identity_data: row.identity_data ?? {},
      provider: row.provider,
    };
    setIf(identity, 'last_sign_in_at', iso(row.last_sign_in_at));
    identity.created_at = row.created_at.toISOString();
    identity.updated_at = row.updated_at.toISOString();
    setIf(identity, 'email', row.email);
    return identity;
  });
}

export async function userJson(client: pg.ClientBase, user: UserRow): Promise<UserJson> {
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  };
  setIf(json, 'email_confirmed_at', iso(user.email_confirmed_at));
  setIf(json, 'invited_at', iso(user.invited_at));
  json.phone = user.phone ?? '';
  setIf(json, 'phone_confirmed_at', iso(user.phone_confirmed_at));
  setIf(json, 'confirmation_sent_at', iso(user.confirmation_sent_at));
  setIf(json, 'confirmed_at', iso(user.confirmed_at ?? user.email_confirmed_at ?? user.phone_confirmed_at));
  setIf(json, 'recovery_sent_at', iso(user.recovery_sent_at));
  setIf(json, 'new_email', user.email_change);
  setIf(json, 'email_change_sent_at', iso(user.email_change_sent_at));
  setIf(json, 'last_sign_in_at', iso(user.last_sign_in_at));
  json.app_metadata = user.raw_app_meta_data ?? {};
  json.user_metadata = user.raw_user_meta_data ?? {};
  json.identities = await identitiesOf(client, user.id);
  json.created_at = user.created_at.toISOString();
  json.updated_at = user.updated_at.toISOString();
  setIf(json, 'banned_until', iso(user.banned_until));
  setIf(json, 'deleted_at', iso(user.deleted_at));
  json.is_anonymous = user.is_anonymous;
  return json;
}
