/** Sends the password-reset email for an address, leading back to {origin}/reset-password (spec §7). */
import { useLingui } from '@lingui/react/macro';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import { supabase } from '../supabase-client.ts';
import { checkResetRequest } from './auth-form-rules.ts';
import { authProblemMessages } from './auth-messages.ts';

export function useSendResetLink(): (email: string) => Promise<void> {
  const { t, i18n } = useLingui();
  return async (email: string) => {
    const problem = checkResetRequest(email);
    if (problem) {
      notify.error(i18n._(authProblemMessages[problem]));
      return;
    }
    const sent = await runSave(
      () =>
        supabase.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      { failed: t`A apărut o eroare neașteptată`, log: 'Reset request failed' },
    );
    if (!sent.ok) return;
    if (sent.value.error) notify.error(sent.value.error.message);
    else notify.success(t`Emailul de resetare a parolei a fost trimis. Verificați-vă căsuța de email.`);
  };
}
