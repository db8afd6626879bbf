/**
 * Between the sign-in and every signed-in screen (issue 40): a PIN to choose on a first sign-in
 * here, the lock screen after a reload or an idle time, the screens once unlocked. Locked after an
 * idle time, the screens stay mounted under the lock (a form keeps what was typed) and the sync
 * goes on with the key in memory; after a reload nothing opens until the key does.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from 'styled-system/css';
import type { FieldSealer } from '#sync/encryption/field-sealer.ts';
import { PageSpinner } from '../shell/page-spinner.tsx';
import { ChoosePinCard } from './choose-pin-card.tsx';
import { enterAs, type LockIdentity, lockNow, sealerFor } from './device-lock-store.ts';
import { LOCK_MINUTES_CHANGED, refreshLockMinutes, rememberedLockMinutes } from './lock-minutes.ts';
import { LockScreen } from './lock-screen.tsx';
import { answerServiceWorkerKeyRequests } from './service-worker-keys.ts';
import { useDeviceLock } from './use-device-lock.ts';
import { useIdleLock } from './use-idle-lock.ts';

interface DeviceLockGateProps {
  identity: LockIdentity;
  avatar: string | null;
  clinicId: string | null;
  /** Sign-out on the user's word (choosing a PIN can be left that way). */
  onSignOut: () => void;
  /** After a wipe or a hand-over to someone new. */
  onSignedOut: () => void;
  onSwitched: () => void;
  children: (sealer: FieldSealer) => ReactNode;
}

function useLockMinutes(clinicId: string | null): number {
  const [minutes, setMinutes] = useState(() => rememberedLockMinutes(clinicId));
  useEffect(() => {
    setMinutes(rememberedLockMinutes(clinicId));
    if (!clinicId) return;
    let active = true;
    const refresh = () =>
      void refreshLockMinutes(clinicId).then((fresh) => {
        if (active) setMinutes(fresh);
      });
    refresh();
    window.addEventListener(LOCK_MINUTES_CHANGED, refresh);
    return () => {
      active = false;
      window.removeEventListener(LOCK_MINUTES_CHANGED, refresh);
    };
  }, [clinicId]);
  return minutes;
}

export function DeviceLockGate({
  identity,
  avatar,
  clinicId,
  onSignOut,
  onSignedOut,
  onSwitched,
  children,
}: DeviceLockGateProps) {
  const { t } = useLingui();
  const lock = useDeviceLock();
  const minutes = useLockMinutes(clinicId);
  // A device whose storage refuses the keyring cannot be unlocked: the route's error screen says so.
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    answerServiceWorkerKeyRequests();
    enterAs(identity.userId).catch((error: unknown) => {
      console.error('Reading the device keyring failed', error);
      setFailure(error instanceof Error ? error : new Error(String(error)));
    });
  }, [identity.userId]);
  const mine = lock.userId === identity.userId;
  const idle = useCallback(() => lockNow(), []);
  useIdleLock(mine && lock.phase === 'unlocked', minutes, idle);

  if (failure) throw failure;
  if (!mine || lock.phase === 'checking') return <PageSpinner />;
  if (lock.phase === 'needs-pin') return <ChoosePinCard identity={identity} onSignOut={onSignOut} />;
  const locked = lock.phase === 'locked';
  const screen = locked ? (
    <LockScreen
      userName={identity.displayName || t`Utilizator`}
      avatar={avatar}
      onSignedOut={onSignedOut}
      onSwitched={onSwitched}
    />
  ) : null;
  const sealer = lock.hasKey ? sealerFor(identity.userId) : undefined;
  if (!sealer) return screen ?? <PageSpinner />;
  return (
    <>
      {children(sealer)}
      {screen ? <LockOverlay>{screen}</LockOverlay> : null}
    </>
  );
}

/**
 * The lock over everything the page shows, dialogs included: above them, and everything else in
 * the page made inert (no focus, no click, hidden from assistive technology) until unlocked.
 */
function LockOverlay({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const covered = Array.from(document.body.children).filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child !== element && !child.inert,
    );
    for (const child of covered) child.inert = true;
    return () => {
      for (const child of covered) child.inert = false;
    };
  }, [element]);
  return createPortal(
    <div ref={setElement} data-testid="lock-overlay" className={overlay}>
      {children}
    </div>,
    document.body,
  );
}

const overlay = css({ position: 'fixed', inset: '0', zIndex: 'tooltip', bg: 'canvas', overflowY: 'auto' });
