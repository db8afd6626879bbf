/**
 * The sync indicator of the page header (issue 4, item 6): online or offline, changes waiting,
 * the last sync time and the open conflicts. `data-state` names the state for tests and styles:
 * offline (this device has no network), unreachable (it has, but the server does not answer),
 * signed_out, syncing, pending or synced. The conflicts count links to their list
 * (/conflicts), where each is resolved.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { DeviceDocuments } from './device-documents.tsx';
import { DeviceStorageLine } from './device-storage.tsx';
import { type SyncIndicatorState, syncIndicatorState } from './sync-indicator-state.ts';

const COLORS: Record<SyncIndicatorState, string> = {
  offline: 'gray.500',
  unreachable: 'orange.600',
  signed_out: 'red.600',
  syncing: 'brand.500',
  pending: 'orange.500',
  synced: 'green.600',
};

export function SyncIndicator() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  if (!status) return null;
  const state = syncIndicatorState(status);
  const labels: Record<SyncIndicatorState, string> = {
    offline: t`Offline`,
    unreachable: t`Serverul nu răspunde`,
    signed_out: t`Autentificare necesară`,
    syncing: t`Se sincronizează`,
    pending: t`Modificări în așteptare: ${status.pendingChanges}`,
    synced: t`Sincronizat`,
  };
  const lastSync = status.lastSyncedAt
    ? i18n.date(new Date(status.lastSyncedAt), { hour: '2-digit', minute: '2-digit' })
    : null;
  const conflicts = status.conflicts;
  return (
    <span
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })}
    >
      <span
        data-testid="sync-indicator"
        data-state={state}
        data-last-synced={status.lastSyncedAt ?? ''}
        role="status"
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}
      >
        <span
          aria-hidden="true"
          className={css({ width: '2.5', height: '2.5', borderRadius: 'full', bg: COLORS[state] })}
        />
        <span>{labels[state]}</span>
        {state !== 'pending' && status.pendingChanges > 0 ? (
          <span>{t`Modificări în așteptare: ${status.pendingChanges}`}</span>
        ) : null}
        {lastSync ? (
          <span className={css({ color: 'gray.600' })}>{t`Ultima sincronizare: ${lastSync}`}</span>
        ) : null}
      </span>
      <DeviceDocuments />
      <DeviceStorageLine />
      {conflicts > 0 ? (
        <Link
          to="/conflicts"
          data-testid="sync-conflicts"
          className={css({
            paddingInline: '2',
            borderRadius: 'md',
            bg: 'red.50',
            color: 'red.700',
            fontWeight: 'medium',
            cursor: 'pointer',
          })}
        >
          {t`Conflicte: ${conflicts}`}
        </Link>
      ) : null}
    </span>
  );
}
