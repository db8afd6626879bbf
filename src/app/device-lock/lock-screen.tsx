/**
 * The lock screen (issue 40): the user on screen unlocks with their PIN, or with their password
 * when online; another user with a PIN here switches to their own data; someone new signs in and
 * the user on screen keeps theirs. Five wrong PINs in a row wipe the user's data on this device,
 * after sending what waits when it can, else after saying what would be lost.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { type FormCheck, useCheckedForm } from '#components/form/use-checked-form.ts';
import { Avatar } from '#components/ui/avatar.tsx';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { KeyringEntry, PinOutcome } from '#sync/encryption/device-keyring.ts';

import { pinProblem } from '#sync/encryption/pin-rules.ts';
import { AuthCard } from '../auth/auth-page.tsx';
import {
  otherUsersOnDevice,
  signInAnotherUser,
  switchUser,
  unlockWithPassword,
  unlockWithPinCode,
  unsentOfLockedUser,
  wipeAfterWrongPins,
} from './device-lock-store.ts';
import { pinProblemMessages } from './pin-messages.ts';

type Mode = { kind: 'pin' } | { kind: 'password' } | { kind: 'users' } | { kind: 'switch'; to: KeyringEntry };

interface LockScreenProps {
  userName: string;
  avatar: string | null;
  /** After a wipe or a hand-over to someone new: to the sign-in page. */
  onSignedOut: () => void;
  /** After a switch: the other user's home page. */
  onSwitched: () => void;
}

const checkPin = (input: { pin: string }): FormCheck<'pin', string> => {
  const problem = pinProblem(input.pin);
  return problem ? { ok: false, errors: { pin: problem } } : { ok: true, values: input.pin };
};

function PinForm({
  label,
  submitLabel,
  onPin,
}: {
  label: string;
  submitLabel: string;
  onPin: (pin: string) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const form = useCheckedForm({
    initial: () => ({ pin: '' }),
    check: checkPin,
    message: (key) => i18n._(pinProblemMessages[key as keyof typeof pinProblemMessages]),
    onSave: onPin,
  });
  return (
    <StackedForm form={form}>
      <TextField
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        label={label}
        required
        value={form.input.pin}
        onChange={(value) => form.set('pin', value)}
        error={form.errorOf('pin')}
      />
      <button type="submit" className={primaryButton} disabled={form.busy}>
        {submitLabel}
      </button>
    </StackedForm>
  );
}

function PasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const form = useCheckedForm({
    initial: () => ({ password: '' }),
    check: (input: { password: string }): FormCheck<'password', string> =>
      input.password === ''
        ? { ok: false, errors: { password: 'required' } }
        : { ok: true, values: input.password },
    message: () => t`Introduceți parola.`,
    onSave: async (password: string) => {
      const tried = await runSave(() => unlockWithPassword(password), {
        failed: t`Dispozitivul nu a putut fi deblocat. Încercați din nou.`,
        log: 'Unlocking with the password failed',
      });
      if (!tried.ok || tried.value === 'unlocked') return;
      if (tried.value === 'no-network') notify.error(t`Parola deblochează dispozitivul doar cu internet.`);
      else if (tried.value === 'no-server-key')
        notify.error(t`Pe acest dispozitiv doar PIN-ul poate debloca datele acestui utilizator.`);
      else notify.error(t`Parolă greșită.`);
    },
  });
  return (
    <StackedForm form={form}>
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Parola contului`}
        required
        value={form.input.password}
        onChange={(value) => form.set('password', value)}
        error={form.errorOf('password')}
      />
      <button type="submit" className={primaryButton} disabled={form.busy}>
        {t`Deblochează cu parola`}
      </button>
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t`Înapoi la PIN`}
      </button>
    </StackedForm>
  );
}

function LockFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <AuthCard testId="lock-screen">
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h1>
      {children}
    </AuthCard>
  );
}

export function LockScreen({ userName, avatar, onSignedOut, onSwitched }: LockScreenProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>({ kind: 'pin' });
  const [others, setOthers] = useState<KeyringEntry[]>([]);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [loss, setLoss] = useState<{ changes: number; files: number } | null>(null);
  /** Each try remounts the PIN field: empty again, without a "required" message. */
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let active = true;
    void otherUsersOnDevice().then((users) => {
      if (active) setOthers(users);
    });
    return () => {
      active = false;
    };
  }, []);

  const wipe = async (force: boolean) => {
    const wiped = await wipeAfterWrongPins(force);
    if (wiped) {
      notify.error(t`Prea multe PIN-uri greșite: datele acestui utilizator au fost șterse de pe dispozitiv.`);
      onSignedOut();
    } else {
      setLoss(await unsentOfLockedUser());
    }
  };

  const wrongPin = async (outcome: PinOutcome) => {
    if (outcome.kind !== 'wrong') return;
    setTries((count) => count + 1);
    setAttemptsLeft(outcome.attemptsLeft);
    if (outcome.attemptsLeft === 0) await wipe(false);
  };

  const onPin = async (pin: string) => {
    const tried = await runSave(() => unlockWithPinCode(pin), {
      failed: t`Dispozitivul nu a putut fi deblocat. Încercați din nou.`,
      log: 'Unlocking with the PIN failed',
    });
    if (tried.ok) await wrongPin(tried.value);
  };

  const onSwitchPin = (to: KeyringEntry) => async (pin: string) => {
    const tried = await runSave(() => switchUser(to.userId, pin), {
      failed: t`Schimbarea utilizatorului nu a reușit. Încercați din nou.`,
      log: 'Switching user failed',
    });
    if (!tried.ok) return;
    if (tried.value.kind === 'unlocked') onSwitched();
    else if (tried.value.kind === 'wrong') {
      setTries((count) => count + 1);
      notify.error(
        plural(tried.value.attemptsLeft, {
          one: 'PIN greșit. Mai rămâne # încercare.',
          few: 'PIN greșit. Mai rămân # încercări.',
          other: 'PIN greșit. Mai rămân # de încercări.',
        }),
      );
    } else notify.error(t`Acest utilizator trebuie să se autentifice din nou cu parola.`);
  };

  const another = async () => {
    await signInAnotherUser();
    onSignedOut();
  };

  const blocked = attemptsLeft === 0;
  const attemptsMessage =
    attemptsLeft === null
      ? null
      : blocked
        ? t`Prea multe PIN-uri greșite. Deblocați cu parola sau ștergeți datele de pe acest dispozitiv.`
        : plural(attemptsLeft, {
            one: 'PIN greșit. Mai rămâne # încercare.',
            few: 'PIN greșit. Mai rămân # încercări.',
            other: 'PIN greșit. Mai rămân # de încercări.',
          });

  const links = (
    <div className={css({ display: 'grid', gap: '2' })}>
      {mode.kind === 'pin' ? (
        <button type="button" className={secondaryButton} onClick={() => setMode({ kind: 'password' })}>
          {t`Folosiți parola`}
        </button>
      ) : null}
      {others.length > 0 && mode.kind !== 'users' ? (
        <button type="button" className={secondaryButton} onClick={() => setMode({ kind: 'users' })}>
          {t`Schimbați utilizatorul`}
        </button>
      ) : null}
      <button type="button" className={secondaryButton} onClick={() => void another()}>
        {t`Autentificați alt utilizator`}
      </button>
    </div>
  );

  let body: ReactNode;
  if (mode.kind === 'password') body = <PasswordForm onBack={() => setMode({ kind: 'pin' })} />;
  else if (mode.kind === 'users') {
    body = (
      <ul
        aria-label={t`Utilizatori cu PIN pe acest dispozitiv`}
        className={css({ display: 'grid', gap: '2' })}
      >
        {others.map((entry) => (
          <li key={entry.userId}>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setMode({ kind: 'switch', to: entry })}
            >
              {entry.displayName}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={secondaryButton} onClick={() => setMode({ kind: 'pin' })}>
            {t`Înapoi`}
          </button>
        </li>
      </ul>
    );
  } else if (mode.kind === 'switch') {
    body = (
      <>
        <p>
          <Trans>PIN-ul lui {mode.to.displayName} pe acest dispozitiv.</Trans>
        </p>
        <PinForm
          key={tries}
          label={t`PIN`}
          submitLabel={t`Schimbă utilizatorul`}
          onPin={onSwitchPin(mode.to)}
        />
        <button type="button" className={secondaryButton} onClick={() => setMode({ kind: 'users' })}>
          {t`Înapoi`}
        </button>
      </>
    );
  } else if (blocked) {
    body = (
      <button type="button" className={primaryButton} onClick={() => void wipe(false)}>
        {t`Șterge datele de pe acest dispozitiv`}
      </button>
    );
  } else {
    body = <PinForm key={tries} label={t`PIN`} submitLabel={t`Deblochează`} onPin={onPin} />;
  }

  return (
    <LockFrame title={t`Dispozitiv blocat`}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Avatar name={userName} src={avatar} />
        <span data-testid="locked-user" className={css({ fontWeight: 'medium' })}>
          {userName}
        </span>
      </div>
      {attemptsMessage ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {attemptsMessage}
        </p>
      ) : null}
      {body}
      {links}
      <ConfirmDialog
        open={loss !== null}
        destructive
        title={t`Ștergeți datele de pe dispozitiv?`}
        description={t`Modificările netrimise (${loss?.changes ?? 0}) și fișierele netrimise (${loss?.files ?? 0}) ale acestui utilizator nu au ajuns la server și se vor pierde.`}
        confirmLabel={t`Șterge datele`}
        cancelLabel={t`Nu acum`}
        onConfirm={() => {
          setLoss(null);
          void wipe(true);
        }}
        onOpenChange={(open) => {
          if (!open) setLoss(null);
        }}
      />
    </LockFrame>
  );
}
