/**
 * user-accounts: the sign-in accounts behind the users of a clinic (issue 15). An administrator's
 * app calls it with their own access token; the function checks who they are and what they may do
 * (account-rules.ts), then acts with the service role key, which never leaves the server and never
 * appears in an answer. Body `{action, ...}`:
 *   create          {profile, redirectTo}  the auth user (confirmed, no password), the profile
 *                                          linked to it, and an emailed link to choose a password
 *   reset_password  {userId, redirectTo}   emails a new set-password link
 *   set_status      {userId, status}       inactive bans the sign-in (new sign-ins and token
 *                                          refreshes refused) and the database refuses the rest
 *                                          at once (migration …0127000100); active lifts the ban
 *   delete          {userId}               tombstones the profile (history naming it stays
 *                                          readable) and bans the sign-in for good
 * Deploys as a Supabase Edge Function (nodemailer through the bare import this folder's deno.json
 * maps to npm:) and runs in the local stack's Deno shim, nodemailer then from node_modules. Its
 * emails come from the clinic's name, answers going to the clinic's email, when it knows the clinic.
 */
import { type FunctionSettings, readFunctionSettings } from '../_shared/function-settings.ts';
import { sendMail } from '../_shared/mailer.ts';
import { CORS_HEADERS, json } from '../_shared/responses.ts';
import { invitationEmail, passwordResetEmail } from './account-emails.ts';
import {
  type Caller,
  isRole,
  isUuid,
  mayCreate,
  mayManage,
  type Refusal,
  readNewAccount,
  type TargetProfile,
} from './account-rules.ts';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

/** A ban that does not run out (GoTrue takes a Go duration; "none" lifts it). */
const BAN_FOR_GOOD = '876000h';

const REFUSALS: Record<Refusal, Response> = {
  not_allowed: json(403, { code: 'not_allowed', message: 'You may not manage this account' }),
  not_found: json(404, { code: 'not_found', message: 'No such user in your clinic' }),
};
const refuse = (refusal: Refusal) => REFUSALS[refusal].clone();

interface ServerAnswer {
  status: number;
  body: unknown;
}

/** A call to the project's own API with the service role. */
async function server(
  settings: FunctionSettings,
  path: string,
  init: { method?: string; body?: unknown; prefer?: string } = {},
): Promise<ServerAnswer> {
  const headers: Record<string, string> = {
    apikey: settings.serviceKey,
    Authorization: `Bearer ${settings.serviceKey}`,
    'Content-Type': 'application/json',
  };
  if (init.prefer) headers.Prefer = init.prefer;
  const response = await fetch(`${settings.supabaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

class ServerFailure extends Error {}

function expectOk(answer: ServerAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new ServerFailure(
    `${what} failed with ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
  );
}

/** The caller's profile, from their own access token; null when it is missing, refused or inactive. */
async function callerOf(settings: FunctionSettings, request: Request): Promise<Caller | null> {
  const authorization = request.headers.get('authorization') ?? '';
  if (!/^bearer\s+\S+/i.test(authorization)) return null;
  const user = await fetch(`${settings.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: settings.serviceKey, Authorization: authorization },
  });
  if (!user.ok) return null;
  const { id } = (await user.json()) as { id?: unknown };
  if (!isUuid(id)) return null;
  const rows = expectOk(
    await server(
      settings,
      `/rest/v1/users?auth_user_id=eq.${id}&deleted=is.false&status=eq.active&select=id,role,clinic_id`,
    ),
    'reading the caller',
  ) as Array<{ id: string; role: unknown; clinic_id: string | null }>;
  const row = rows[0];
  if (!row || !isRole(row.role)) return null;
  return { profileId: row.id, role: row.role, clinicId: row.clinic_id };
}

interface StoredTarget extends TargetProfile {
  auth_user_id: string | null;
}

async function targetOf(settings: FunctionSettings, userId: unknown): Promise<StoredTarget | null> {
  if (!isUuid(userId)) return null;
  const rows = expectOk(
    await server(settings, `/rest/v1/users?id=eq.${userId}&select=id,role,clinic_id,deleted,auth_user_id`),
    'reading the user',
  ) as StoredTarget[];
  return rows[0] ?? null;
}

interface Clinic {
  name: string;
  email: string | null;
}

async function clinicOf(settings: FunctionSettings, clinicId: string | null): Promise<Clinic | null> {
  if (!clinicId) return null;
  const rows = expectOk(
    await server(settings, `/rest/v1/clinics?id=eq.${clinicId}&deleted=is.false&select=name,email`),
    'reading the clinic',
  ) as Array<Clinic>;
  return rows[0] ?? null;
}

/** A set-password link for the account's address (GoTrue's recovery link). */
async function setPasswordLink(
  settings: FunctionSettings,
  email: string,
  redirectTo: unknown,
): Promise<string> {
  const body = expectOk(
    await server(settings, '/auth/v1/admin/generate_link', {
      method: 'POST',
      body: {
        type: 'recovery',
        email,
        ...(typeof redirectTo === 'string' ? { redirect_to: redirectTo } : {}),
      },
    }),
    'generating the link',
  ) as { action_link?: string; properties?: { action_link?: string } };
  const link = body.action_link ?? body.properties?.action_link;
  if (!link) throw new ServerFailure('The auth server gave no link');
  return link;
}

/** Sent as the clinic (its name, Reply-To its email) when known, else as Cabinet. */
async function mail(
  settings: FunctionSettings,
  to: string,
  clinic: Clinic | null,
  message: { subject: string; text: string; html: string },
) {
  try {
    await sendMail(settings.smtp, { to, senderName: clinic?.name, replyTo: clinic?.email, ...message });
    return true;
  } catch (error) {
    console.error(`user-accounts: the email to ${to} failed`, error);
    return false;
  }
}

async function create(settings: FunctionSettings, caller: Caller, body: Record<string, unknown>) {
  const account = readNewAccount(body.profile);
  if ('invalid' in account) return json(400, { code: 'invalid_input', field: account.invalid });
  // An admin's new user joins the admin's clinic; a super_admin names one.
  const clinicId = caller.role === 'admin' ? (account.clinicId ?? caller.clinicId) : account.clinicId;
  const refusal = mayCreate(caller, account.role, clinicId);
  if (refusal) return refuse(refusal);
  const clinic = await clinicOf(settings, clinicId);
  if (!clinic) return refuse('not_found');

  const created = await server(settings, '/auth/v1/admin/users', {
    method: 'POST',
    body: { email: account.email, email_confirm: true, user_metadata: { name: account.name } },
  });
  // The same answer whichever clinic (if any the caller can see) holds the address.
  if (created.status === 422 || created.status === 409) {
    return json(409, { code: 'email_taken', message: 'An account with this email already exists' });
  }
  const authUser = expectOk(created, 'creating the sign-in') as { id: string };
  const inserted = await server(settings, '/rest/v1/users', {
    method: 'POST',
    prefer: 'return=representation',
    body: {
      ...account.columns,
      id: account.id,
      role: account.role,
      clinic_id: clinicId,
      name: account.name,
      email: account.email,
      auth_user_id: authUser.id,
      status: 'active',
    },
  });
  if (inserted.status < 200 || inserted.status >= 300) {
    // No account without its profile: the sign-in just made goes again.
    await server(settings, `/auth/v1/admin/users/${authUser.id}`, { method: 'DELETE' });
    const detail = inserted.body as { code?: string; message?: string } | null;
    if (inserted.status === 409) return json(409, { code: 'profile_exists', message: detail?.message });
    if (inserted.status >= 500) throw new ServerFailure(`storing the profile failed with ${inserted.status}`);
    return json(400, { code: 'invalid_input', message: detail?.message ?? 'The profile was refused' });
  }
  const [profile] = inserted.body as unknown[];
  const link = await setPasswordLink(settings, account.email, body.redirectTo);
  const invitationSent = await mail(
    settings,
    account.email,
    clinic,
    invitationEmail({ name: account.name, clinic: clinic.name, email: account.email, link }),
  );
  return json(201, { profile, invitationSent });
}

async function authEmail(settings: FunctionSettings, authUserId: string): Promise<string | null> {
  const answer = await server(settings, `/auth/v1/admin/users/${authUserId}`);
  if (answer.status === 404) return null;
  const user = expectOk(answer, 'reading the sign-in') as { email?: string };
  return user.email && user.email !== '' ? user.email : null;
}

async function resetPassword(settings: FunctionSettings, target: StoredTarget, redirectTo: unknown) {
  const email = target.auth_user_id ? await authEmail(settings, target.auth_user_id) : null;
  if (!email) return json(409, { code: 'no_account', message: 'This user has no sign-in account' });
  const link = await setPasswordLink(settings, email, redirectTo);
  const clinic = await clinicOf(settings, target.clinic_id);
  const sent = await mail(
    settings,
    email,
    clinic,
    passwordResetEmail({ clinic: clinic?.name ?? 'Cabinet', email, link }),
  );
  return sent
    ? json(200, { sent })
    : json(502, { code: 'email_failed', message: 'The email could not be sent' });
}

async function ban(settings: FunctionSettings, target: StoredTarget, duration: string) {
  if (!target.auth_user_id) return;
  const answer = await server(settings, `/auth/v1/admin/users/${target.auth_user_id}`, {
    method: 'PUT',
    body: { ban_duration: duration },
  });
  if (answer.status !== 404) expectOk(answer, 'changing the ban');
}

async function setProfile(settings: FunctionSettings, target: StoredTarget, patch: Record<string, unknown>) {
  const rows = expectOk(
    await server(settings, `/rest/v1/users?id=eq.${target.id}`, {
      method: 'PATCH',
      prefer: 'return=representation',
      body: patch,
    }),
    'updating the profile',
  ) as unknown[];
  return rows[0] ?? null;
}

async function setStatus(settings: FunctionSettings, target: StoredTarget, status: unknown) {
  if (status !== 'active' && status !== 'inactive')
    return json(400, { code: 'invalid_input', field: 'status' });
  // Banned before the profile says inactive, so no moment lets a refresh through.
  if (status === 'inactive') await ban(settings, target, BAN_FOR_GOOD);
  const profile = await setProfile(settings, target, { status });
  if (status === 'active') await ban(settings, target, 'none');
  return json(200, { profile });
}

async function remove(settings: FunctionSettings, target: StoredTarget) {
  await ban(settings, target, BAN_FOR_GOOD);
  await setProfile(settings, target, { deleted: true });
  return json(200, { deleted: true });
}

export async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed' });
  const settings = readFunctionSettings();
  if (typeof settings === 'string') return json(500, { code: 'not_configured', message: settings });
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new TypeError('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return json(400, { code: 'invalid_input', field: 'body' });
  }
  try {
    const caller = await callerOf(settings, request);
    if (!caller) return json(401, { code: 'not_signed_in', message: 'Sign in with an active account' });
    if (body.action === 'create') return await create(settings, caller, body);
    if (!['reset_password', 'set_status', 'delete'].includes(String(body.action))) {
      return json(400, { code: 'invalid_input', field: 'action' });
    }
    const target = await targetOf(settings, body.userId);
    const refusal = mayManage(caller, target);
    if (refusal || !target) return refuse(refusal ?? 'not_found');
    if (body.action === 'reset_password') return await resetPassword(settings, target, body.redirectTo);
    if (body.action === 'set_status') return await setStatus(settings, target, body.status);
    return await remove(settings, target);
  } catch (error) {
    console.error('user-accounts failed', error);
    return json(502, { code: 'server_error', message: 'The server could not complete the request' });
  }
}

Deno.serve(handler);
