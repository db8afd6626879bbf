/**
 * The page header (spec part 1 §2): breadcrumbs, the page title, optional Cancel and Save (the
 * forms' actions sit here), and the signed-in user's avatar and name.
 */
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '../../components/ui/button-styles.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { useShellUser } from './shell-user.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { UserAvatar } from './user-avatar.tsx';

interface PageHeaderProps {
  title: string;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** Shows a Save button when given. */
  onSave?: () => void;
  /** Save is disabled while the form is invalid or saving. */
  saveDisabled?: boolean;
}

export function PageHeader({ title, onCancel, onSave, saveDisabled = false }: PageHeaderProps) {
  const user = useShellUser();
  return (
    <header
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        flexWrap: 'wrap',
        paddingBlockEnd: '4',
        marginBlockEnd: '4',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <BreadcrumbBar />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{title}</h1>
      </div>
      <SyncIndicator />
      {onCancel ? (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          <Trans>Anulează</Trans>
        </button>
      ) : null}
      {onSave ? (
        <button type="button" className={primaryButton} onClick={onSave} disabled={saveDisabled}>
          <Trans>Salvează</Trans>
        </button>
      ) : null}
      {user ? (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <UserAvatar name={user.name} src={user.avatar} />
          <span data-testid="header-user-name">{user.name}</span>
        </span>
      ) : null}
    </header>
  );
}
