/**
 * On the clinic's details, for its administrator: whether the reminders of the day before also go
 * by SMS (issue 41), to the patients whose SMS notifications are on. Email only by default: an SMS
 * costs the clinic, and goes out only where the server has an SMS gateway.
 */
import { useLingui } from '@lingui/react/macro';
import { type ServerSettingAccess, ServerSettingCard } from './server-setting-card.tsx';

/** 0: email only; 1: email and SMS. */
export type ReminderChannelsAccess = ServerSettingAccess;

const CHOICES = [0, 1] as const;

export function ReminderChannels({ access }: { access: ReminderChannelsAccess }) {
  const { t } = useLingui();
  const labels = [t`Doar email`, t`Email și SMS`];
  return (
    <ServerSettingCard
      access={access}
      choices={CHOICES}
      choiceLabel={(choice) => labels[choice] ?? String(choice)}
      texts={{
        title: t`Mementouri prin SMS`,
        description: t`Pe lângă email, pacienții cu notificările SMS pornite pot primi mementoul și prin SMS. SMS-urile pleacă prin furnizorul de SMS configurat pe server; fără el se trimit doar emailuri.`,
        offline: t`Alegerea se poate vedea și schimba doar cu conexiune la internet.`,
        offlineTestId: 'reminder-sms-offline',
        label: t`Mementourile pleacă prin`,
        saveLabel: t`Salvează alegerea`,
        failed: t`Alegerea nu a putut fi salvată. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Alegerea mementourilor a fost salvată`,
        log: 'Saving the reminder channels failed',
      }}
    />
  );
}
