/**
 * GoTrue's admin API (auth internal/api/admin.go) for supabase-js `auth.admin`: create, list,
 * read, update and delete users. Callers must present a JWT whose role is service_role.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RouteContext } from '../api-server.ts';
import { sqlState } from '../db.ts';
import { sendJson } from '../http.ts';
import { AuthError, badRequest, DUPLICATE_EMAIL, forbidden, notFound, unprocessable } from './auth-errors.ts';
import { handleGenerateLink } from './generate-link.ts';
import {
  isUuid,
  mergeMetadata,
  optBoolean,
  optObject,
  optString,
  type Params,
  readParams,
  validateEmail,
  validatePhone,
} from './params.ts';
import { checkPasswordStrength, hashSql, MAX_PASSWORD_LENGTH, unguessablePassword } from './passwords.ts';
import { loadTokenSubject, verifyBearer } from './sessions.ts';
import { transaction } from './transaction.ts';
import {
  ADMIN_ROLES,
  DEFAULT_AUD,
  DEFAULT_ROLE,
  emailTaken,
  findAnyUserById,
  NIL_UUID,
  type UserRow,
  userJson,
} from './users.ts';

/** GoTrue requireAdminCredentials: a valid JWT with an admin role; user tokens keep their session checks. */
async function requireAdmin(context: RouteContext): Promise<void> {
  const claims = await verifyBearer(context.req, context.stack.jwtKeys);
  if (typeof claims.session_id === 'string' && claims.session_id !== '' && claims.session_id !== NIL_UUID) {
    const client = await context.stack.adminPool.connect();
    try {
      await loadTokenSubject(client, claims);
    } finally {
      client.release();
    }
  }
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration ("24h", "1h30m", "876000h"), in milliseconds; "none" lifts a ban. */
export function parseBanDuration(value: string): number {
  if (value === 'none') return 0;
  const pattern = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  const body = value.startsWith('+') ? value.slice(1) : value;
  if (body === '0') return 0;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    const [whole, amount, unit] = match as unknown as [string, string, string];
    total += Number.parseFloat(amount) * (DURATION_UNITS[unit] ?? 0);
    consumed += whole.length;
  }
  if (body === '' || consumed !== body.length || !Number.isFinite(total)) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  }
  return total;
}

function readPassword(params: Params): string | undefined {
  const password = optString(params, 'password');
  if (password !== undefined && Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
  return password;
}

async function reloadJson(client: pg.ClientBase, id: string): Promise<Record<string, unknown>> {
  const user = await findAnyUserById(client, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return userJson(client, user);
}

function uniqueViolationToEmailExists(error: unknown): never {
  if (sqlState(error) === '23505') throw unprocessable('email_exists', DUPLICATE_EMAIL);
  throw error;
}

async function createUser(context: RouteContext): Promise<void> {
  const params = await readParams(context.req);
  const givenEmail = optString(params, 'email');
  const givenPhone = optString(params, 'phone');
  if (!givenEmail && !givenPhone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = givenEmail ? validateEmail(givenEmail) : null;
  const phone = givenPhone ? validatePhone(givenPhone) : null;
  let password = readPassword(params);
  const passwordHash = optString(params, 'password_hash');
  if (password && passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  // As GoTrue's adminUserCreate since it matched adminUserUpdate: a password given in plain text
  // meets the same strength rules as everywhere else ('123' was accepted).
  if (password) checkPasswordStrength(password);
  if (passwordHash && !/^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash)) {
    throw badRequest('validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
  }
  if (!password && !passwordHash) password = unguessablePassword();
  const id = optString(params, 'id') ?? randomUUID();
  if (!isUuid(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  if (id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  const appMetadata = mergeMetadata(
    { provider: providers[0], providers },
    optObject(params, 'app_metadata') ?? {},
  );
  const userMetadata = optObject(params, 'user_metadata') ?? {};
  const role = optString(params, 'role') || DEFAULT_ROLE;
  const aud = optString(params, 'aud') || DEFAULT_AUD;
  const emailConfirm = optBoolean(params, 'email_confirm') ?? false;
  const phoneConfirm = optBoolean(params, 'phone_confirm') ?? false;
  const banDuration = optString(params, 'ban_duration');
  const banMs = banDuration ? parseBanDuration(banDuration) : 0;

  const body = await transaction(context.stack.adminPool, async (client) => {
    if (email && (await emailTaken(client, email))) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    if (phone && (await client.query('select 1 from auth.users where phone = $1', [phone])).rowCount) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
    const passwordSql = passwordHash ? '$4::text' : hashSql(4);
    await client
      .query(
        `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
            raw_app_meta_data, raw_user_meta_data, email_confirmed_at, phone_confirmed_at, banned_until)
         values ($1, $2, $3, $5, $6, $7, ${passwordSql}, $8, $9,
            case when $10 then now() end, case when $11 then now() end,
            case when $12::float8 > 0 then now() + make_interval(secs => $12::float8 / 1000) end)`,
        [
          NIL_UUID,
          id,
          aud,
          passwordHash ?? password,
          role,
          email,
          phone,
          appMetadata,
          userMetadata,
          emailConfirm,
          phoneConfirm,
          banMs,
        ],
      )
      .catch(uniqueViolationToEmailExists);
    if (email) {
      await client.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
         values ($1::text, $1::uuid, $2, 'email', now())`,
        [id, { sub: id, email, email_verified: false, phone_verified: false }],
      );
    }
    if (phone) {
      await client.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
         values ($1::text, $1::uuid, $2, 'phone', now())`,
        [id, { sub: id, phone, email_verified: false, phone_verified: false }],
      );
    }
    return reloadJson(client, id);
  });
  sendJson(context.res, 200, body);
}

async function listUsers(context: RouteContext): Promise<void> {
  const { url, res, stack } = context;
  const parse = (name: string, fallback: number): number => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) {
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
      );
    }
    return Number.parseInt(raw, 10);
  };
  const page = Math.max(1, parse('page', 1));
  const perPage = Math.min(1000, Math.max(1, parse('per_page', 50)));
  const filter = url.searchParams.get('filter') ?? '';
  // GoTrue's filter: a substring of the email or of user_metadata.full_name.
  const where = `where $1::text = '' or u.email ilike '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%'`;

  const client = await stack.adminPool.connect();
  try {
    const count = await client.query<{ n: number }>(`select count(*)::int as n from auth.users u ${where}`, [
      filter,
    ]);
    const total = count.rows[0]?.n ?? 0;
    const ids = await client.query<{ id: string }>(
      `select u.id from auth.users u ${where} order by u.created_at desc, u.id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    const users: Record<string, unknown>[] = [];
    for (const { id } of ids.rows) {
      const user = await findAnyUserById(client, id);
      if (user) users.push(await userJson(client, user));
    }
    // GoTrue's pagination headers; supabase-js reads page numbers out of the Link header.
    const totalPages = Math.max(1, Math.ceil(total / perPage));
    const link = (target: number): string => {
      const next = new URL(url.toString());
      next.searchParams.set('page', String(target));
      next.searchParams.set('per_page', String(perPage));
      return `<${next.pathname}${next.search}>`;
    };
    const links: string[] = [];
    if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
    links.push(`${link(totalPages)}; rel="last"`);
    sendJson(
      res,
      200,
      { users, aud: DEFAULT_AUD },
      { Link: links.join(', '), 'X-Total-Count': String(total) },
    );
  } finally {
    client.release();
  }
}

async function updateUser(context: RouteContext, existing: UserRow): Promise<void> {
  const params = await readParams(context.req);
  const givenEmail = optString(params, 'email');
  const givenPhone = optString(params, 'phone');
  const email = givenEmail ? validateEmail(givenEmail) : undefined;
  const phone = givenPhone ? validatePhone(givenPhone) : undefined;
  const password = optString(params, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const emailConfirm = optBoolean(params, 'email_confirm') ?? false;
  const phoneConfirm = optBoolean(params, 'phone_confirm') ?? false;
  const userMetadata = optObject(params, 'user_metadata');
  const appMetadata = optObject(params, 'app_metadata');
  const role = optString(params, 'role');
  const banDuration = optString(params, 'ban_duration');
  const banMs = banDuration ? parseBanDuration(banDuration) : undefined;

  const body = await transaction(context.stack.adminPool, async (client) => {
    const locked = await client.query<UserRow>(
      'select raw_app_meta_data, raw_user_meta_data from auth.users where id = $1 for update',
      [existing.id],
    );
    const current = locked.rows[0];
    if (!current) throw notFound('user_not_found', 'User not found');
    const id = existing.id;
    if (role) await client.query('update auth.users set role = $2 where id = $1', [id, role]);
    if (emailConfirm) {
      await client.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [id],
      );
    }
    if (phoneConfirm) {
      await client.query(
        'update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1',
        [id],
      );
    }
    if (password !== undefined) {
      // GoTrue UpdatePassword(nil): pending links die and every session signs out.
      await client.query(
        `update auth.users set encrypted_password = ${hashSql(2)}, recovery_token = '', recovery_sent_at = null,
            confirmation_token = '', confirmation_sent_at = null where id = $1`,
        [id, password],
      );
      await client.query('delete from auth.sessions where user_id = $1', [id]);
    }
    if (email !== undefined) {
      if (await emailTaken(client, email, id)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      await client
        .query('update auth.users set email = $2 where id = $1', [id, email])
        .catch(uniqueViolationToEmailExists);
      await upsertIdentity(client, id, 'email', { email, email_verified: emailConfirm });
    }
    if (phone !== undefined) {
      await client
        .query('update auth.users set phone = $2 where id = $1', [id, phone])
        .catch((error: unknown) => {
          if (sqlState(error) === '23505')
            throw unprocessable('phone_exists', 'Phone number already registered by another user');
          throw error;
        });
      await upsertIdentity(client, id, 'phone', { phone, phone_verified: phoneConfirm });
    }
    if (appMetadata) {
      await client.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
        id,
        mergeMetadata(current.raw_app_meta_data ?? {}, appMetadata),
      ]);
    }
    if (userMetadata) {
      await client.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        id,
        mergeMetadata(current.raw_user_meta_data ?? {}, userMetadata),
      ]);
    }
    if (banMs !== undefined) {
      await client.query(
        `update auth.users set banned_until = case when $2::float8 > 0
            then now() + make_interval(secs => $2::float8 / 1000) end where id = $1`,
        [id, banMs],
      );
    }
    await client.query('update auth.users set updated_at = now() where id = $1', [id]);
    return reloadJson(client, id);
  });
  sendJson(context.res, 200, body);
}

async function upsertIdentity(
  client: pg.ClientBase,
  userId: string,
  provider: 'email' | 'phone',
  data: Record<string, unknown>,
): Promise<void> {
  const updated = await client.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id = $1 and provider = $2`,
    [userId, provider, data],
  );
  if (!updated.rowCount) {
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, $3)`,
      [userId, { sub: userId, email_verified: false, phone_verified: false, ...data }, provider],
    );
  }
}

async function deleteUser(context: RouteContext, user: UserRow): Promise<void> {
  const params = await readParams(context.req);
  const soft = optBoolean(params, 'should_soft_delete') ?? false;
  await transaction(context.stack.adminPool, async (client) => {
    if (soft) {
      if (user.deleted_at) return;
      // GoTrue obfuscates what identified the user and keeps the row for references.
      await client.query(
        `update auth.users set email = null, phone = null, encrypted_password = '', recovery_token = '',
            confirmation_token = '', raw_app_meta_data = '{}', raw_user_meta_data = '{}',
            deleted_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
      await client.query('delete from auth.identities where user_id = $1', [user.id]);
      await client.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else {
      await client.query('delete from auth.refresh_tokens where user_id = $1', [user.id]);
      try {
        await client.query('delete from auth.users where id = $1', [user.id]);
      } catch (error) {
        // Another table still references the user (GoTrue answers the same 500).
        context.stack.log(
          `[auth] deleting user ${user.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
      }
    }
  });
  sendJson(context.res, 200, {});
}

/** Routes /admin/users, /admin/users/{id} and /admin/generate_link; `path` is what follows /admin. */
export async function handleAdmin(context: RouteContext, path: string): Promise<void> {
  await requireAdmin(context);
  const method = context.req.method ?? 'GET';
  if (path === '/users') {
    if (method === 'GET') return listUsers(context);
    if (method === 'POST') return createUser(context);
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  if (path === '/generate_link') {
    if (method === 'POST') return handleGenerateLink(context);
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  const match = /^\/users\/([^/]+)$/.exec(path);
  if (!match?.[1]) throw notFound('not_found', 'Not found');
  // A UUID never needs percent-decoding; anything else is not a user id.
  const id = match[1];
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const client = await context.stack.adminPool.connect();
  let user: UserRow | undefined;
  try {
    user = await findAnyUserById(client, id);
    if (user && method === 'GET') {
      sendJson(context.res, 200, await userJson(client, user));
      return;
    }
  } finally {
    client.release();
  }
  if (!user) throw notFound('user_not_found', 'User not found');
  if (method === 'PUT') return updateUser(context, user);
  if (method === 'DELETE') return deleteUser(context, user);
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}
