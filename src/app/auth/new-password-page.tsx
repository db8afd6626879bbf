/**
 * /reset-password (spec §2, §5, §8): reached through the emailed link, whose session
 * supabase-js takes from the URL. With no session: 'Invalid Reset Link', then /auth.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { type FormCheck, useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { type AuthProblem, checkConfirmation, checkNewPassword } from './auth-form-rules.ts';
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
  const { t } = useLingui();

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

  return (
    <AuthCard>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        <Trans>Setează o parolă nouă</Trans>
      </h1>
      <NewPasswordForm goToSignIn={goToSignIn} />
    </AuthCard>
  );
}

interface NewPasswordInput {
  password: string;
  confirmation: string;
}

const checkNewPasswordForm = (input: NewPasswordInput): FormCheck<keyof NewPasswordInput, string> => {
  const errors = {
    password: checkNewPassword(input.password),
    confirmation: checkConfirmation(input.password, input.confirmation),
  };
  return errors.password || errors.confirmation
    ? { ok: false, errors }
    : { ok: true, values: input.password };
};

function NewPasswordForm({ goToSignIn }: { goToSignIn: () => void }) {
  const { t, i18n } = useLingui();
  const form = useCheckedForm({
    initial: () => ({ password: '', confirmation: '' }),
    check: checkNewPasswordForm,
    message: (key) => i18n._(authProblemMessages[key as AuthProblem]),
    onSave: async (password: string) => {
      const tried = await runSave(() => updatePassword(password), {
        failed: t`A apărut o eroare neașteptată`,
        log: 'Password update failed',
      });
      if (!tried.ok) return;
      if (!tried.value.ok) {
        notify.error(tried.value.message);
        return;
      }
      notify.success(t`Parola a fost actualizată cu succes. Acum vă puteți autentifica cu noua parolă.`);
      goToSignIn();
    },
  });

  return (
    <StackedForm form={form}>
      <TextField
        name="new-password"
        type="password"
        autoComplete="new-password"
        label={t`Parola nouă`}
        required
        value={form.input.password}
        onChange={(value) => form.set('password', value)}
        error={form.errorOf('password')}
      />
      <TextField
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        label={t`Confirmă parola`}
        required
        value={form.input.confirmation}
        onChange={(value) => form.set('confirmation', value)}
        error={form.errorOf('confirmation')}
      />
      <button type="submit" className={primaryButton} disabled={form.busy}>
        {t`Actualizează parola`}
      </button>
    </StackedForm>
  );
}
