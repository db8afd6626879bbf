/**
 * The sign-in tab (spec §2, §5, §8): email and password checked on every change, one toast
 * when a field is left empty, the server's message on a refused sign-in, then the landing of
 * the user's role; too many wrong passwords, how long to wait. The reset action sends the link to
 * the typed email.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { checkEmail, checkPassword, checkSignInSubmit } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';
import { signIn } from './sign-in.ts';
import { useSendResetLink } from './use-send-reset-link.ts';

interface SignInFormProps {
  onSignedIn: (path: '/clinics' | '/') => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Messages show once a field was changed or the form was submitted, then on every change.
  const [touched, setTouched] = useState({ email: false, password: false });
  const [busy, setBusy] = useState(false);
  const sendResetLink = useSendResetLink();

  const emailProblem = touched.email ? checkEmail(email) : undefined;
  const passwordProblem = touched.password ? checkPassword(password) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const missing = checkSignInSubmit(email, password);
    if (missing) {
      notify.error(i18n._(authProblemMessages[missing]));
      return;
    }
    if (checkEmail(email) || checkPassword(password)) return;
    setBusy(true);
    try {
      const outcome = await signIn(email.trim(), password);
      if (outcome.ok) {
        notify.success(t`Autentificare reușită`);
        onSignedIn(outcome.landing);
      } else if (outcome.waitSeconds !== null) {
        const seconds = outcome.waitSeconds;
        notify.error(
          plural(seconds, {
            one: 'Prea multe încercări de autentificare. Încercați din nou peste # secundă.',
            few: 'Prea multe încercări de autentificare. Încercați din nou peste # secunde.',
            other: 'Prea multe încercări de autentificare. Încercați din nou peste # de secunde.',
          }),
        );
      } else if (outcome.inactive) {
        notify.error(t`Contul este dezactivat. Cere administratorului clinicii să îl activeze.`);
      } else {
        notify.error(outcome.message);
      }
    } catch (error) {
      console.error('Sign-in failed', error);
      notify.error(t`A apărut o eroare neașteptată`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={css({ display: 'grid', gap: '4' })}>
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t`Email`}
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          setTouched((was) => ({ ...was, email: true }));
        }}
        error={emailProblem ? i18n._(authProblemMessages[emailProblem]) : undefined}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Parolă`}
        required
        value={password}
        onChange={(value) => {
          setPassword(value);
          setTouched((was) => ({ ...was, password: true }));
        }}
        error={passwordProblem ? i18n._(authProblemMessages[passwordProblem]) : undefined}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t`Autentificare`}
      </button>
      <button type="button" className={secondaryButton} onClick={() => void sendResetLink(email)}>
        {t`Ai uitat parola?`}
      </button>
    </form>
  );
}
