/**
 * The medic form's "Setările contului" (spec part 2: status, reset password, delete account; the
 * spec shows no behaviour, issue 15 gives it): the sign-in address, Reset password (an emailed
 * link), Deactivate / Activate (an inactive account is refused at its next request and at sign-in)
 * and Delete account after a confirmation. Each needs the server; offline they wait and say so.
 * Nobody changes their own account here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { dangerButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormSection } from '#components/ui/form-section.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { labelOf } from '#lib/label-of.ts';
import { useOnline } from '#lib/use-online.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import type { AccountActions, AccountOutcome } from './account-actions.ts';
import { ACCOUNT_REFUSALS } from './account-messages.ts';
import { USER_STATUS_LABELS } from './medic-labels.ts';

type Asking = 'deactivate' | 'delete' | null;

export function AccountSettings({
  user,
  isSelf,
  actions,
  onDeleted,
}: {
  user: Pick<UserDoc, 'id' | 'name' | 'email' | 'status' | 'auth_user_id'>;
  /** The signed-in user's own profile: no account action applies. */
  isSelf: boolean;
  actions: AccountActions;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  // The server's answer shows at once; once the stored status moves (this change synced back,
  // another device's), the stored one is shown again.
  const [changed, setChanged] = useState<{ from: string; to: 'active' | 'inactive' } | null>(null);
  const status = changed && changed.from === user.status ? changed.to : user.status;
  const hasAccount = user.auth_user_id !== null;
  const disabled = busy || !online || isSelf || !hasAccount;
  const statusWords = labelOf(USER_STATUS_LABELS, status, i18n);

  /** `failed`: the action's own words where the server said nothing more precise. */
  const run = async <T,>(
    action: () => Promise<AccountOutcome<T>>,
    done: string,
    failed?: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const outcome = await action();
      if (!outcome.ok) {
        notify.error(
          outcome.refusal === 'failed' && failed ? failed : i18n._(ACCOUNT_REFUSALS[outcome.refusal]),
        );
        return false;
      }
      notify.success(done);
      return true;
    } finally {
      setBusy(false);
    }
  };
  const email = user.email ?? '';
  const resetPassword = () =>
    void run(
      () => actions.resetPassword(user.id),
      t`Emailul pentru o parolă nouă a fost trimis la ${email}.`,
    );
  const changeStatus = async (next: 'active' | 'inactive') => {
    setAsking(null);
    const done = next === 'inactive' ? t`Contul a fost dezactivat.` : t`Contul a fost activat.`;
    if (await run(() => actions.setStatus(user.id, next), done)) setChanged({ from: user.status, to: next });
  };
  const remove = async () => {
    setAsking(null);
    if (await run(() => actions.remove(user.id), t`Contul a fost șters.`, t`Nu s-a putut șterge medicul`))
      onDeleted();
  };

  return (
    <FormSection title={t`Setările contului`}>
      <div className={css({ display: 'grid', gap: '4' })} data-testid="account-settings">
        <p>
          {hasAccount ? (
            <Trans>
              Cont de autentificare: <strong>{email}</strong>
            </Trans>
          ) : (
            t`Fără cont de autentificare.`
          )}
        </p>
        <p data-testid="account-status" data-status={status}>
          <Trans>Status: {statusWords}</Trans>
        </p>
        {isSelf ? (
          <p
            className={css({ color: 'muted' })}
          >{t`Acesta este contul tău: îl poate schimba alt administrator.`}</p>
        ) : null}
        {!online && !isSelf ? (
          <p role="status" className={css({ color: 'muted' })}>
            {t`Setările contului au nevoie de conexiune la server.`}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button type="button" className={secondaryButton} disabled={disabled} onClick={resetPassword}>
            {t`Resetează parola`}
          </button>
          {status === 'active' ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={disabled}
              onClick={() => setAsking('deactivate')}
            >
              {t`Dezactivează contul`}
            </button>
          ) : (
            <button
              type="button"
              className={secondaryButton}
              disabled={disabled}
              onClick={() => void changeStatus('active')}
            >
              {t`Activează contul`}
            </button>
          )}
          <button
            type="button"
            className={dangerButton}
            disabled={busy || !online || isSelf}
            onClick={() => setAsking('delete')}
          >
            {t`Șterge contul`}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking === 'deactivate'}
        title={t`Dezactivezi contul?`}
        description={t`${user.name ?? email} nu se va mai putea autentifica, iar sesiunile deschise se închid la următoarea cerere. Poți activa contul din nou oricând.`}
        confirmLabel={t`Dezactivează`}
        cancelLabel={t`Renunță`}
        onConfirm={() => void changeStatus('inactive')}
        onOpenChange={(open) => setAsking(open ? 'deactivate' : null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t`Ștergi contul?`}
        description={t`${user.name ?? email} nu se va mai putea autentifica și dispare din lista utilizatorilor. Programările și fișele care îl numesc rămân.`}
        confirmLabel={t`Șterge`}
        cancelLabel={t`Renunță`}
        onConfirm={() => void remove()}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
      />
    </FormSection>
  );
}
