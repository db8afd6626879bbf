/** The reset tab: an email, and the link to choose a new password is sent to it. */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { checkEmail } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';
import { useSendResetLink } from './use-send-reset-link.ts';

export function ResetRequestForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const sendResetLink = useSendResetLink();
  const problem = touched && email ? checkEmail(email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() && checkEmail(email)) return;
    void sendResetLink(email);
  };

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
      <TextField
        name="reset-email"
        type="email"
        autoComplete="username"
        label={t`Email`}
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          setTouched(true);
        }}
        error={problem ? i18n._(authProblemMessages[problem]) : undefined}
      />
      <button type="submit" className={primaryButton}>
        {t`Trimite linkul de resetare`}
      </button>
    </form>
  );
}
