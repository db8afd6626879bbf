/**
 * On the clinic's details, for its administrator: at what hour the day before an appointment its
 * patients are reminded of it (issue 41), 18:00 by default. Set online (the server sends them);
 * the SMS choice the server keeps is left as it is.
 */
import { useLingui } from '@lingui/react/macro';
import { minutesToTime } from '#core/calendar-days.ts';
import { type ServerSettingAccess, ServerSettingCard } from './server-setting-card.tsx';

/** Minutes after midnight, as the card chooses them. */
export type ReminderTimeAccess = ServerSettingAccess;

/** Every half hour from 08:00 to 21:00. */
const TIMES = Array.from({ length: 27 }, (_, index) => 8 * 60 + index * 30);

export function ReminderTime({ access }: { access: ReminderTimeAccess }) {
  const { t } = useLingui();
  return (
    <ServerSettingCard
      access={access}
      choices={TIMES}
      choiceLabel={minutesToTime}
      texts={{
        title: t`Mementouri pentru pacienți`,
        description: t`Cu o zi înainte de programare, la ora aleasă, pacienții primesc un email de reamintire (și un SMS, unde clinica trimite SMS), dacă nu le-au oprit din fișa lor.`,
        offline: t`Ora se poate vedea și schimba doar cu conexiune la internet.`,
        offlineTestId: 'reminder-time-offline',
        label: t`Ora mementourilor`,
        saveLabel: t`Salvează ora`,
        failed: t`Ora nu a putut fi salvată. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Ora mementourilor a fost salvată`,
        log: 'Saving the reminder time failed',
      }}
    />
  );
}
