/** What every route's beforeLoad receives: the session and profile lookups of the guards. */
import type { AuthState } from './auth/auth-state.ts';

export interface RouterContext {
  auth: AuthState;
}
