/**
 * On the clinic's details, for its administrator: how long the clinic keeps its access history
 * (issue 39), 1 to 30 years, 5 by default; older events are removed by the server every day.
 * The setting lives on the server (online only, as the history itself).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ServerSettingAccess, ServerSettingCard } from './server-setting-card.tsx';

export type AccessHistoryPeriodAccess = ServerSettingAccess;

const YEARS = Array.from({ length: 30 }, (_, index) => index + 1);

export function AccessHistoryPeriod({ access }: { access: AccessHistoryPeriodAccess }) {
  const { t } = useLingui();
  return (
    <ServerSettingCard
      access={access}
      choices={YEARS}
      choiceLabel={(count) => plural(count, { one: '# an', few: '# ani', other: '# de ani' })}
      texts={{
        title: t`Istoricul accesărilor`,
        description: t`Cât timp păstrează clinica evidența celor care au deschis sau au modificat dosarele pacienților. Evenimentele mai vechi sunt șterse automat.`,
        offline: t`Perioada se poate vedea și schimba doar cu conexiune la internet.`,
        offlineTestId: 'access-period-offline',
        label: t`Păstrat timp de`,
        saveLabel: t`Salvează perioada`,
        failed: t`Perioada nu a putut fi salvată. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Perioada de păstrare a istoricului a fost salvată`,
        log: 'Saving the access history period failed',
      }}
    />
  );
}
