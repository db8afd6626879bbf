/**
 * What the medics screens ask of the server about sign-in accounts (issue 15): the route hands
 * in an implementation (src/app/user-accounts.ts, the user-accounts edge function). Every call
 * needs the network; each answers an outcome the screen words, never throws.
 */
import type { UserDoc } from '#sync/api/documents.ts';

export type AccountRefusal =
  /** No network, or the server could not be reached. */
  | 'offline'
  /** Another account already signs in with this address (whichever clinic). */
  | 'email_taken'
  /** The caller may not do this (role or clinic). */
  | 'not_allowed'
  /** The user is not in the caller's reach, or no longer exists. */
  | 'not_found'
  /** The server refused the data (a field the database's checks refuse). */
  | 'invalid'
  /** The user has no sign-in to reset. */
  | 'no_account'
  /** Anything else: the server failed. */
  | 'failed';

export type AccountOutcome<T> = { ok: true; value: T } | { ok: false; refusal: AccountRefusal };

/** The profile the form sends for a new user: its columns, the chosen id, role and clinic. */
export type NewUserProfile = Partial<UserDoc> & {
  id: string;
  role: UserDoc['role'];
  clinic_id: string | null;
};

export interface AccountActions {
  create(profile: NewUserProfile): Promise<AccountOutcome<{ invitationSent: boolean }>>;
  resetPassword(userId: string): Promise<AccountOutcome<null>>;
  setStatus(userId: string, status: 'active' | 'inactive'): Promise<AccountOutcome<null>>;
  remove(userId: string): Promise<AccountOutcome<null>>;
}
