/**
 * Who a clinic session is for: the signed-in user's profile (table users, with the clinic's name).
 * The app loads and remembers it (src/app/auth/profile.ts); screens read it from the session.
 */
import type { Role } from '#lib/roles.ts';

export interface Profile {
  id: string;
  authUserId: string;
  role: Role;
  name: string | null;
  avatar: string | null;
  clinicId: string | null;
  clinicName: string | null;
  /**
   * The user belongs to a clinic that a super administrator deleted: there is no clinic to open
   * (the server shows them none of its rows).
   */
  clinicDeleted?: boolean;
}
