/**
 * What one user opened and changed in a period (issue 39, for admins), under the user's page:
 * the period to look at, then the events with the patient each names (its name from this device
 * when it holds the patient), the same filters and export as a patient's history.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { valueOr } from '#lib/live-query.ts';
import { patientNames$ } from '#sync/api/patient-queries.ts';
import type { LoadAccessHistory } from './access-history-rows.ts';
import { AccessHistoryTable } from './access-history-table.tsx';
import { useAccessHistory } from './use-access-history.ts';

const PERIODS = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;
const NO_NAMES: ReadonlyMap<string, string> = new Map();

export function UserAccessHistory({ userId, load }: { userId: string; load: LoadAccessHistory }) {
  const { t } = useLingui();
  const { db } = useClinicSession();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  // The period ends now; the day it starts is asked again only when the choice changes.
  const query = useMemo(() => {
    const to = new Date(Date.now() + 60_000);
    return { userId, from: new Date(to.getTime() - days * DAY_MS).toISOString(), to: to.toISOString() };
  }, [userId, days]);
  const { history } = useAccessHistory(load, query);
  const patientIds = useMemo(
    () =>
      [...new Set(valueOr(history, []).flatMap((row) => (row.patient_id ? [row.patient_id] : [])))].sort(),
    [history],
  );
  const idsKey = patientIds.join(',');
  const names = valueOr(
    useLiveQuery(() => (db ? patientNames$(db, idsKey === '' ? [] : idsKey.split(',')) : null), [db, idsKey]),
    NO_NAMES,
  );
  const periodLabels: Record<(typeof PERIODS)[number], string> = {
    7: t`Ultimele 7 zile`,
    30: t`Ultimele 30 de zile`,
    90: t`Ultimele 90 de zile`,
    365: t`Ultimul an`,
  };
  return (
    <div className={css({ paddingBlockEnd: '24' })}>
      <FormSection title={t`Activitate în dosarele pacienților`}>
        <div className={css({ maxWidth: '16rem' })}>
          <SelectField
            label={t`Perioada`}
            value={String(days)}
            options={PERIODS.map((period) => ({ value: String(period), label: periodLabels[period] }))}
            onChange={(value) => {
              // The select's clear button answers no period: the chosen one stays.
              const period = PERIODS.find((days) => String(days) === value);
              if (period) setDays(period);
            }}
          />
        </div>
        <QueryState
          query={history}
          failed={t`Istoricul accesărilor se poate citi doar cu conexiune la internet.`}
        >
          {(rows) => (
            <AccessHistoryTable
              rows={rows}
              caption={t`Ce a deschis și a modificat utilizatorul`}
              fileName={`activitate-${userId.slice(0, 8)}`}
              showPerson={false}
              patientName={(patientId) => names.get(patientId) ?? t`Pacient necunoscut pe acest dispozitiv`}
            />
          )}
        </QueryState>
      </FormSection>
    </div>
  );
}
