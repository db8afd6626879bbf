/**
 * After a user's first sign-in on this device (issue 40): they choose the PIN that unlocks it. No
 * screen shows before, so no patient's data is stored here unsealed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { type FormCheck, useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { newPinProblem, PIN_MAX_DIGITS, PIN_MIN_DIGITS, pinProblem } from '#sync/encryption/pin-rules.ts';
import { AuthCard } from '../auth/auth-page.tsx';
import { choosePin, type LockIdentity } from './device-lock-store.ts';
import { pinProblemMessages } from './pin-messages.ts';

interface PinInput {
  pin: string;
  confirmation: string;
}

const checkPins = (input: PinInput): FormCheck<keyof PinInput, string> => {
  const problem = newPinProblem(input.pin, input.confirmation);
  if (!problem) return { ok: true, values: input.pin };
  const own = pinProblem(input.pin);
  return { ok: false, errors: own ? { pin: own } : { confirmation: problem } };
};

export function ChoosePinCard({ identity, onSignOut }: { identity: LockIdentity; onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  const form = useCheckedForm({
    initial: () => ({ pin: '', confirmation: '' }),
    check: checkPins,
    message: (key) => i18n._(pinProblemMessages[key as keyof typeof pinProblemMessages]),
    onSave: async (pin: string) => {
      await runSave(() => choosePin(identity, pin), {
        failed: t`PIN-ul nu a putut fi salvat. Încercați din nou.`,
        log: 'Choosing the device PIN failed',
      });
    },
  });
  return (
    <AuthCard testId="choose-pin">
      <div className={css({ display: 'grid', gap: '2' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          <Trans>Alegeți un PIN pentru acest dispozitiv</Trans>
        </h1>
        <p className={css({ color: 'muted' })}>
          <Trans>
            Tableta se blochează singură după câteva minute fără activitate. PIN-ul de {PIN_MIN_DIGITS}–
            {PIN_MAX_DIGITS} cifre o deblochează și păstrează criptate datele pacienților de pe ea.
          </Trans>
        </p>
      </div>
      <StackedForm form={form}>
        <TextField
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          label={t`PIN nou`}
          required
          value={form.input.pin}
          onChange={(value) => form.set('pin', value)}
          error={form.errorOf('pin')}
        />
        <TextField
          name="confirmation"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          label={t`Confirmați PIN-ul`}
          required
          value={form.input.confirmation}
          onChange={(value) => form.set('confirmation', value)}
          error={form.errorOf('confirmation')}
        />
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {t`Salvează PIN-ul`}
        </button>
        <button type="button" className={secondaryButton} onClick={onSignOut}>
          {t`Deconectare`}
        </button>
      </StackedForm>
    </AuthCard>
  );
}
