/**
 * /patient/{id}/access-history, for admins (issue 39): who opened or changed the patient's record,
 * their role, what, when and whether offline, newest first, filtered by person and kind, and its
 * export for the patient's request. Read from the server: the history of every device is there.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { QueryState } from '#components/ui/query-state.tsx';
import type { PatientDoc } from '#sync/api/documents.ts';
import type { LoadAccessHistory } from './access-history-rows.ts';
import { AccessHistoryTable } from './access-history-table.tsx';
import { useAccessHistory } from './use-access-history.ts';

export function PatientAccessHistoryPage({
  patient,
  load,
}: {
  patient: PatientDoc;
  load: LoadAccessHistory;
}) {
  const { t } = useLingui();
  const { history, reload } = useAccessHistory(load, { patientId: patient.id });
  const name = `${patient.first_name} ${patient.last_name}`.trim();
  return (
    <section aria-labelledby="access-history-title" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="access-history-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t`Istoricul accesărilor`}
      </h2>
      <p className={css({ color: 'muted' })}>
        {t`Cine a deschis sau a modificat dosarul pacientului, inclusiv ce s-a făcut fără internet.`}
      </p>
      <QueryState
        query={history}
        failed={t`Istoricul accesărilor se poate citi doar cu conexiune la internet.`}
        testId="access-history-failed"
      >
        {(rows) => (
          <AccessHistoryTable
            rows={rows}
            caption={t`Istoricul accesărilor pentru ${name}`}
            fileName={`istoric-accesari-${patient.id.slice(0, 8)}`}
          />
        )}
      </QueryState>
      {history.state === 'failed' ? (
        <button type="button" className={secondaryButton} onClick={reload}>
          {t`Încearcă din nou`}
        </button>
      ) : null}
    </section>
  );
}
