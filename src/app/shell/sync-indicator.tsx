/**
 * The sync state in the page header (issue 4, item 6; issue 36, item 5): one short button (a
 * coloured dot and the state's word, the count of waiting changes when the state does not already
 * say it) that opens the details one tap away: the last sync, waiting changes, the documents held
 * for offline use and the device's storage. Open conflicts stay in view beside it, as a link to
 * their list (/conflicts), where each is resolved.
 *
 * `data-state` names the state for tests and styles: offline (this device has no network),
 * unreachable (it has, but the server does not answer), signed_out, syncing, pending or synced.
 */
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { dropdownPanel } from '#components/ui/dropdown-styles.ts';
import { DeviceDocuments } from './device-documents.tsx';
import { DeviceStorageLine, useDeviceStorage } from './device-storage.tsx';
import { type SyncIndicatorState, syncIndicatorState } from './sync-indicator-state.ts';

// Static css() calls: Panda writes only the styles it can read in the source, so a colour picked
// at run time (`bg: colors[state]`) drew no dot at all.
const dot = css({ width: '2.5', height: '2.5', borderRadius: 'full', flexShrink: '0' });
const DOT_COLORS: Record<SyncIndicatorState, string> = {
  offline: css({ bg: 'gray.500' }),
  unreachable: css({ bg: 'orange.600' }),
  signed_out: css({ bg: 'red.600' }),
  syncing: css({ bg: 'brand.500' }),
  pending: css({ bg: 'orange.500' }),
  synced: css({ bg: 'green.600' }),
};

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  paddingInline: '3',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'border',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

const detailLine = css({ color: 'gray.700', whiteSpace: 'nowrap' });

export function SyncIndicator() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  const storage = useDeviceStorage();
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
    ? i18n.date(new Date(status.lastSyncedAt), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : null;
  const waiting = status.pendingChanges;
  const waitingLabel = t`Modificări în așteptare: ${waiting}`;
  const storageLow = storage?.health === 'low';
  const conflicts = status.conflicts;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Popover.Trigger className={trigger} data-testid="sync-details-button">
          <span
            data-testid="sync-indicator"
            data-state={state}
            data-last-synced={status.lastSyncedAt ?? ''}
            role="status"
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}
          >
            <span aria-hidden="true" className={cx(dot, DOT_COLORS[state])} />
            <span>{labels[state]}</span>
            {state !== 'pending' && waiting > 0 ? (
              // A count in view; its words for screen readers (and the tests reading the state).
              <span
                className={css({
                  paddingInline: '1.5',
                  borderRadius: 'full',
                  bg: 'orange.100',
                  color: 'orange.800',
                  fontWeight: 'medium',
                })}
              >
                <span aria-hidden="true">↑{waiting}</span>
                <span className={css({ srOnly: true })}>{waitingLabel}</span>
              </span>
            ) : null}
          </span>
          {storageLow ? (
            <span className={css({ color: 'red.700', fontWeight: 'medium' })}>{t`Spațiu aproape plin`}</span>
          ) : null}
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content
              data-testid="sync-details"
              aria-label={t`Detaliile sincronizării`}
              className={cx(
                dropdownPanel,
                css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '2',
                  padding: '4',
                  fontSize: 'sm',
                  _focusVisible: { outline: 'none' },
                }),
              )}
            >
              <span className={css({ fontWeight: 'semibold' })}>{labels[state]}</span>
              <span data-testid="sync-last" className={detailLine}>
                {lastSync ? t`Ultima sincronizare: ${lastSync}` : t`Nicio sincronizare pe acest dispozitiv`}
              </span>
              <span className={detailLine}>{waitingLabel}</span>
              <DeviceDocuments />
              <DeviceStorageLine />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {conflicts > 0 ? (
        <Link
          to="/conflicts"
          data-testid="sync-conflicts"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: '11',
            paddingInline: '3',
            borderRadius: 'md',
            bg: 'red.50',
            color: 'red.700',
            fontSize: 'sm',
            fontWeight: 'medium',
            whiteSpace: 'nowrap',
            cursor: 'pointer',
          })}
        >
          {t`Conflicte: ${conflicts}`}
        </Link>
      ) : null}
    </span>
  );
}
