/**
 * The medics screens' account actions (src/features/medics/account-actions.ts) through the
 * user-accounts edge function, called with the signed-in administrator's own token by supabase-js.
 * Answers are read into the screens' outcomes: a missing network reads as offline, the
 * function's codes as their refusals, anything else as failed.
 */
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import type { AccountActions, AccountOutcome, AccountRefusal } from '#features/medics/account-actions.ts';
import { supabase } from './supabase-client.ts';

const REFUSALS: Record<string, AccountRefusal> = {
  email_taken: 'email_taken',
  not_allowed: 'not_allowed',
  not_found: 'not_found',
  invalid_input: 'invalid',
  profile_exists: 'invalid',
  no_account: 'no_account',
  not_signed_in: 'not_allowed',
};

/** Where the emailed set-password links lead: this app's new-password page. */
const redirectTo = () => `${window.location.origin}/reset-password`;

async function refusalOf(error: unknown): Promise<AccountRefusal> {
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError) return 'offline';
  if (error instanceof FunctionsHttpError) {
    const response: unknown = error.context;
    if (response instanceof Response) {
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      const code = typeof body?.code === 'string' ? body.code : '';
      return REFUSALS[code] ?? 'failed';
    }
  }
  return 'failed';
}

async function call<T>(
  body: Record<string, unknown>,
  read: (data: unknown) => T,
): Promise<AccountOutcome<T>> {
  if (!navigator.onLine) return { ok: false, refusal: 'offline' };
  try {
    const { data, error } = await supabase.functions.invoke('user-accounts', { body });
    if (error) return { ok: false, refusal: await refusalOf(error) };
    return { ok: true, value: read(data) };
  } catch (error) {
    console.error('The user-accounts call failed', error);
    return { ok: false, refusal: 'offline' };
  }
}

const nothing = () => null;

export const USER_ACCOUNTS: AccountActions = {
  create: (profile) =>
    call({ action: 'create', profile, redirectTo: redirectTo() }, (data) => ({
      invitationSent: (data as { invitationSent?: unknown } | null)?.invitationSent === true,
    })),
  resetPassword: (userId) => call({ action: 'reset_password', userId, redirectTo: redirectTo() }, nothing),
  setStatus: (userId, status) => call({ action: 'set_status', userId, status }, nothing),
  remove: (userId) => call({ action: 'delete', userId }, nothing),
};
