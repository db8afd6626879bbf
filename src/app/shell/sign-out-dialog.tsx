/**
 * Log out through the session guard: with changes waiting, a dialog says how many would be lost
 * and asks before the forced sign-out that wipes this device's copy; otherwise it signs out at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { whileSigningOut } from '../auth/auth-state.ts';
import { signOutOfClinic } from '../clinic-session/clinic-session-store.ts';

export function useSignOut(onSignedOut: () => void) {
  const { t } = useLingui();
  const [waiting, setWaiting] = useState<number | null>(null);

  const start = async () => {
    const result = await whileSigningOut(() => signOutOfClinic(false));
    if (result.ok) onSignedOut();
    else setWaiting(result.pendingChanges);
  };
  const confirm = async () => {
    setWaiting(null);
    await whileSigningOut(() => signOutOfClinic(true));
    onSignedOut();
  };

  const dialog = (
    <ConfirmDialog
      open={waiting !== null}
      title={t`Modificări netrimise`}
      description={t`${waiting ?? 0} modificări nu au ajuns încă la server și se vor pierde. Vă deconectați oricum?`}
      onConfirm={() => void confirm()}
      onOpenChange={(open) => {
        if (!open) setWaiting(null);
      }}
    />
  );
  return { signOut: () => void start(), dialog };
}
