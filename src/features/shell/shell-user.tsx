/**
 * The signed-in user as the shell shows them (name with its fallback, avatar), handed by the
 * layout to the page header so pages need not pass the profile down.
 */
import { createContext, useContext } from 'react';

export interface ShellUser {
  name: string;
  avatar: string | null;
}

export const ShellUserContext = createContext<ShellUser | null>(null);

export function useShellUser(): ShellUser | null {
  return useContext(ShellUserContext);
}
