/**
 * The patient area (spec part 1 §2, /patient/{id}): loading text, then the patient's header and
 * the area's menu with the sub-page below, the patient in context; 'Pacientul nu a fost găsit.'
 * when no such patient is in the clinic's local database (deleted, another clinic, a bad link).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { PageHeader } from '#components/ui/page-header.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { isAdministrator, normalizeRole } from '#lib/roles.ts';
import { patientById$ } from '#sync/api/patient-queries.ts';
import { activePatientPage, type PatientPageId, patientPageLinks } from './patient-area-menu.ts';
import { PatientHeader } from './patient-header.tsx';
import { PatientContext } from './patient-in-context.tsx';

const PAGE_LABELS: Record<PatientPageId, MessageDescriptor> = {
  medical_record: msg`Fișa medicală`,
  schedule: msg`Programări`,
  medical_history: msg`Istoric medical`,
  patient_settings: msg`Setări pacient`,
  access_history: msg`Istoricul accesărilor`,
};

export function PatientAreaLayout({ patientId, children }: { patientId: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { db, profile } = useClinicSession();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const query = useLiveQuery(() => (db ? patientById$(db, patientId) : null), [db, patientId]);

  if (query.state !== 'ready') {
    return (
      <>
        <PageHeader title={t`Pacient`} />
        {/* Loading; a failed read goes to the route's error screen. */}
        <QueryState query={query} />
      </>
    );
  }
  const patient = query.value;
  if (!patient) {
    return (
      <>
        <PageHeader title={t`Pacient`} />
        <div className={css({ display: 'grid', gap: '4', justifyItems: 'start' })}>
          <p role="alert" data-testid="patient-not-found">
            <Trans>Pacientul nu a fost găsit.</Trans>
          </p>
          <a
            href="/patients"
            className={secondaryButton}
            onClick={(event) => {
              event.preventDefault();
              router.history.push('/patients');
            }}
          >
            <Trans>Înapoi la pacienți</Trans>
          </a>
        </div>
      </>
    );
  }

  const active = activePatientPage(pathname, patientId);
  return (
    <PatientContext.Provider value={patient}>
      <PageHeader title={patient.name} />
      <PatientHeader patient={patient} />
      <nav aria-label={t`Paginile pacientului`} className={css({ marginBlockEnd: '4', overflowX: 'auto' })}>
        <ul className={css({ display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border' })}>
          {patientPageLinks(patientId, { accessHistory: isAdministrator(normalizeRole(profile?.role)) }).map(
            (link) => (
              <li key={link.id}>
                <a
                  href={link.path}
                  aria-current={active === link.id ? 'page' : undefined}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: '11',
                    paddingInline: '4',
                    whiteSpace: 'nowrap',
                    borderBottomWidth: '2px',
                    borderColor: 'transparent',
                    color: 'gray.700',
                    _hover: { color: 'accent' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
                    '&[aria-current=page]': { borderColor: 'accent', color: 'accent', fontWeight: 'medium' },
                  })}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    router.history.push(link.path);
                  }}
                >
                  {i18n._(PAGE_LABELS[link.id])}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
      {children}
    </PatientContext.Provider>
  );
}
