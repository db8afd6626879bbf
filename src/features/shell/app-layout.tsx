/**
 * The frame of every signed-in page: the collapsible sidebar beside the page, and the user handed
 * to the page header through ShellUserContext. Pages render their own PageHeader.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Role } from '../../lib/roles.ts';
import { type ShellUser, ShellUserContext } from './shell-user.tsx';
import { Sidebar } from './sidebar.tsx';

interface AppLayoutProps {
  role: Role;
  clinicName: string | null;
  userName: string | null;
  avatar: string | null;
  onSignOut: () => void;
  children: ReactNode;
}

export function AppLayout({ role, clinicName, userName, avatar, onSignOut, children }: AppLayoutProps) {
  const { t } = useLingui();
  // Spec §2: the name falls back to 'User'.
  const user: ShellUser = { name: userName?.trim() || t`Utilizator`, avatar };
  return (
    <ShellUserContext.Provider value={user}>
      <div className={css({ minHeight: '100dvh', display: 'flex' })}>
        <Sidebar role={role} clinicName={clinicName} user={user} onSignOut={onSignOut} />
        <main className={css({ flex: '1', minWidth: '0', padding: '6' })}>{children}</main>
      </div>
    </ShellUserContext.Provider>
  );
}
