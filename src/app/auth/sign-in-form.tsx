/**
 * The sign-in tab (spec §2, §5, §8): email and password checked on every change, one toast
 * when a field is left empty, the server's message on a refused sign-in, then the landing of
 * the user's role; too many wrong passwords, how long to wait. The reset action sends the link to
 * the typed email.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { type FormCheck, useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { type AuthProblem, checkEmail, checkPassword, checkSignInSubmit } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';
import { signIn } from './sign-in.ts';
import { useSendResetLink } from './use-send-reset-link.ts';

interface SignInInput {
  email: string;
  password: string;
}

interface SignInFormProps {
  onSignedIn: (path: '/clinics' | '/') => void;
}

const checkSignIn = (input: SignInInput): FormCheck<keyof SignInInput, SignInInput> => {
  const errors = { email: checkEmail(input.email), password: checkPassword(input.password) };
  return errors.email || errors.password ? { ok: false, errors } : { ok: true, values: input };
};

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const sendResetLink = useSendResetLink();
  // Messages show once a field was changed or the form was submitted, then on every change.
  const form = useCheckedForm({
    initial: () => ({ email: '', password: '' }),
    check: checkSignIn,
    message: (key) => i18n._(authProblemMessages[key as AuthProblem]),
    onSave: async ({ email, password }: SignInInput) => {
      const tried = await runSave(() => signIn(email.trim(), password), {
        failed: t`A apărut o eroare neașteptată`,
        log: 'Sign-in failed',
      });
      if (!tried.ok) return;
      const outcome = tried.value;
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
    },
  });
  const { email, password } = form.input;

  const submit = (event: FormEvent) => {
    // A field left empty is one toast (spec §5), beside the fields' own messages.
    const missing = checkSignInSubmit(email, password);
    if (missing) notify.error(i18n._(authProblemMessages[missing]));
    form.onSubmit(event);
  };

  return (
    <StackedForm form={{ formRef: form.formRef, onSubmit: submit }}>
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t`Email`}
        required
        value={email}
        onChange={(value) => form.set('email', value)}
        error={form.errorOf('email')}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Parolă`}
        required
        value={password}
        onChange={(value) => form.set('password', value)}
        error={form.errorOf('password')}
      />
      <button type="submit" className={primaryButton} disabled={form.busy}>
        {t`Autentificare`}
      </button>
      <button type="button" className={secondaryButton} onClick={() => void sendResetLink(email)}>
        {t`Ai uitat parola?`}
      </button>
    </StackedForm>
  );
}
