/**
 * The frame of every signed-in page: the collapsible sidebar beside the page, and what every
 * page header shows besides its title (breadcrumbs, sync state, the user) through PageHeaderSlots.
 * Pages render their own PageHeader.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { css } from 'styled-system/css';
import { PageHeaderSlots } from '#components/ui/page-header.tsx';
import type { Role } from '#lib/roles.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import type { ShellUser } from './shell-user.ts';
import { Sidebar } from './sidebar.tsx';
import { StorageFullNotice } from './storage-full-notice.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { SyncProgressBar } from './sync-progress-bar.tsx';
import { UserAvatar } from './user-avatar.tsx';

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
  const name = userName?.trim() || t`Utilizator`;
  const user: ShellUser = { name, avatar };
  const slots = useMemo(
    () => ({
      breadcrumbs: <BreadcrumbBar role={role} clinicName={clinicName} />,
      status: <SyncIndicator />,
      user: (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <UserAvatar name={name} src={avatar} />
          {/* On a tablet in portrait the avatar stands for the user (the name is in the sidebar),
              leaving the header's one line to the title, the sync state and the actions. */}
          <span data-testid="header-user-name" className={css({ srOnly: { base: true, lg: false } })}>
            {name}
          </span>
        </span>
      ),
    }),
    [name, avatar, role, clinicName],
  );
  return (
    <PageHeaderSlots.Provider value={slots}>
      <div className={css({ minHeight: '100dvh', display: 'flex' })}>
        <Sidebar role={role} clinicName={clinicName} user={user} onSignOut={onSignOut} />
        <main className={css({ flex: '1', minWidth: '0', padding: { base: '4', xl: '6' } })}>
          <StorageFullNotice />
          <SyncProgressBar />
          {children}
        </main>
      </div>
    </PageHeaderSlots.Provider>
  );
}
