/**
 * The frame of every signed-in page: a header with the clinic (in capitals), breadcrumbs, the
 * language switch, the user and log out. The collapsible sidebar replaces this header's
 * navigation later in issue 4.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { secondaryButton } from '../../components/ui/button-styles.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { UserAvatar } from './user-avatar.tsx';

interface AppLayoutProps {
  clinicName: string | null;
  userName: string | null;
  avatar: string | null;
  onSignOut: () => void;
  children: ReactNode;
}

export function AppLayout({ clinicName, userName, avatar, onSignOut, children }: AppLayoutProps) {
  const { t } = useLingui();
  const name = userName?.trim() || t`Utilizator`;
  return (
    <div className={css({ minHeight: '100dvh', display: 'grid', gridTemplateRows: 'auto 1fr' })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '4',
          paddingInline: '6',
          paddingBlock: '3',
          bg: 'surface',
          borderBottomWidth: '1px',
          borderColor: 'border',
          flexWrap: 'wrap',
        })}
      >
        <span
          data-testid="clinic-name"
          className={css({ fontWeight: 'bold', color: 'accent', letterSpacing: 'wide' })}
        >
          {(clinicName ?? 'Cabinet').toLocaleUpperCase()}
        </span>
        <div className={css({ flex: '1' })}>
          <BreadcrumbBar />
        </div>
        <LanguageToggle />
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <UserAvatar name={name} src={avatar} />
          <span data-testid="user-name">{name}</span>
        </span>
        <button type="button" className={secondaryButton} onClick={onSignOut}>
          <Trans>Deconectare</Trans>
        </button>
      </header>
      <main className={css({ padding: '6' })}>{children}</main>
    </div>
  );
}
