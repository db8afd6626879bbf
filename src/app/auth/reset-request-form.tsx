/** The reset tab: an email, and the link to choose a new password is sent to it. */
import { useLingui } from '@lingui/react/macro';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { type FormCheck, useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { type AuthProblem, checkEmail } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';
import { useSendResetLink } from './use-send-reset-link.ts';

// An empty address is no field message: sending says it is required (one toast, spec §5).
const checkResetForm = ({ email }: { email: string }): FormCheck<'email', string> => {
  const problem = email ? checkEmail(email) : undefined;
  return problem && email.trim() ? { ok: false, errors: { email: problem } } : { ok: true, values: email };
};

export function ResetRequestForm() {
  const { t, i18n } = useLingui();
  const sendResetLink = useSendResetLink();
  const form = useCheckedForm({
    initial: () => ({ email: '' }),
    check: checkResetForm,
    message: (key) => i18n._(authProblemMessages[key as AuthProblem]),
    onSave: (email: string) => sendResetLink(email),
  });

  return (
    <StackedForm form={form}>
      <TextField
        name="reset-email"
        type="email"
        autoComplete="username"
        label={t`Email`}
        required
        value={form.input.email}
        onChange={(value) => form.set('email', value)}
        error={form.errorOf('email')}
      />
      <button type="submit" className={primaryButton}>
        {t`Trimite linkul de resetare`}
      </button>
    </StackedForm>
  );
}
