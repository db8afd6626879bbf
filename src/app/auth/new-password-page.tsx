/**
 * /reset-password (spec §2, §5, §8): reached through the emailed link, whose session
 * supabase-js takes from the URL. With no session: 'Invalid Reset Link', then /auth.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { checkConfirmation, checkNewPassword } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';
import { AuthCard } from './auth-page.tsx';
import { updatePassword } from './update-password.ts';

/** How long 'Invalid Reset Link' stays before the user is taken to /auth. */
const INVALID_LINK_REDIRECT_MS = 3000;

interface NewPasswordPageProps {
  hasSession: boolean;
  goToSignIn: () => void;
}

export function NewPasswordPage({ hasSession, goToSignIn }: NewPasswordPageProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (hasSession) return;
    notify.error(t`Acest link de resetare a parolei este invalid sau a expirat.`);
    const timer = window.setTimeout(goToSignIn, INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [hasSession, goToSignIn, t]);

  if (!hasSession) {
    return (
      <AuthCard>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          <Trans>Link de resetare invalid</Trans>
        </h1>
        <Link to="/auth" className={primaryButton}>
          <Trans>Înapoi la autentificare</Trans>
        </Link>
      </AuthCard>
    );
  }

  const passwordProblem = touched.password ? checkNewPassword(password) : undefined;
  const confirmationProblem = touched.confirmation ? checkConfirmation(password, confirmation) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (checkNewPassword(password) || checkConfirmation(password, confirmation)) return;
    setBusy(true);
    try {
      const outcome = await updatePassword(password);
      if (!outcome.ok) {
        notify.error(outcome.message);
        return;
      }
      notify.success(t`Parola a fost actualizată cu succes. Acum vă puteți autentifica cu noua parolă.`);
      goToSignIn();
    } catch (error) {
      console.error('Password update failed', error);
      notify.error(t`A apărut o eroare neașteptată`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        <Trans>Setează o parolă nouă</Trans>
      </h1>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className={css({ display: 'grid', gap: '4' })}
      >
        <TextField
          name="new-password"
          type="password"
          autoComplete="new-password"
          label={t`Parola nouă`}
          required
          value={password}
          onChange={(value) => {
            setPassword(value);
            setTouched((was) => ({ ...was, password: true }));
          }}
          error={passwordProblem ? i18n._(authProblemMessages[passwordProblem]) : undefined}
        />
        <TextField
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          label={t`Confirmă parola`}
          required
          value={confirmation}
          onChange={(value) => {
            setConfirmation(value);
            setTouched((was) => ({ ...was, confirmation: true }));
          }}
          error={confirmationProblem ? i18n._(authProblemMessages[confirmationProblem]) : undefined}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {t`Actualizează parola`}
        </button>
      </form>
    </AuthCard>
  );
}
