/**
 * On the clinic's details, for its administrator: after how many minutes without a touch the
 * clinic's tablets lock (issue 40), 1 to 60, 5 by default. Set online (the server's rule); every
 * device of the clinic takes it at its next start or unlock and keeps it for offline.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ServerSettingAccess, ServerSettingCard } from './server-setting-card.tsx';

export type DeviceLockTimeAccess = ServerSettingAccess;

const MINUTES = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60];

export function DeviceLockTime({ access }: { access: DeviceLockTimeAccess }) {
  const { t } = useLingui();
  return (
    <ServerSettingCard
      access={access}
      choices={MINUTES}
      choiceLabel={(count) => plural(count, { one: '# minut', few: '# minute', other: '# de minute' })}
      texts={{
        title: t`Blocarea automată a dispozitivelor`,
        description: t`După cât timp fără activitate se blochează tabletele clinicii. Se deblochează cu PIN-ul fiecărui utilizator.`,
        offline: t`Timpul se poate vedea și schimba doar cu conexiune la internet.`,
        offlineTestId: 'lock-time-offline',
        label: t`Blocare după`,
        saveLabel: t`Salvează timpul`,
        failed: t`Timpul nu a putut fi salvat. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Timpul de blocare a fost salvat`,
        log: 'Saving the device lock time failed',
      }}
    />
  );
}
