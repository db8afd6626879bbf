/**
 * The two pages of the patient form (spec part 1 §2): /patients/new, and /patients/{id}, which
 * shows the row handed over by the previous screen at once and the device's record as soon as it
 * is read; with neither, 'Nu s-a putut încărca pacientul' and a way back to the list.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { RecordLoadState } from '#components/ui/record-load-state.tsx';
import { patientById$ } from '#sync/api/patient-queries.ts';
import type { HandedOverPatient } from './handed-over-patient.ts';
import { PatientForm } from './patient-form.tsx';
import type { PatientFormSource } from './patient-form-values.ts';

export function NewPatientPage({ returnTo }: { returnTo?: string | undefined }) {
  // The id is chosen here, so a picture picked before saving is already filed under it.
  const [patientId] = useState(() => crypto.randomUUID());
  return (
    <PatientForm mode="create" patientId={patientId} patient={null} {...(returnTo ? { returnTo } : {})} />
  );
}

export function EditPatientPage({
  patientId,
  handedOver,
}: {
  patientId: string;
  handedOver: HandedOverPatient | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db } = useClinicSession();
  const query = useLiveQuery(() => (db ? patientById$(db, patientId) : null), [db, patientId]);
  // The row handed over by the list shows at once; the local database's copy replaces it when read.
  const current = query.state === 'ready' ? query.value : query.state === 'loading' ? handedOver : null;
  // Once shown, the form stays while its record disappears (deleted here or elsewhere): the user's
  // typing is not swept away, and a save then reports that it failed.
  const [shown, setShown] = useState<PatientFormSource | null>(null);
  if (current && current !== shown) setShown(current);
  const patient = current ?? shown;

  if (patient) return <PatientForm mode="edit" patientId={patientId} patient={patient} />;
  return (
    <RecordLoadState
      title={t`Editare pacient`}
      loading={query.state === 'loading'}
      message={t`Nu s-a putut încărca pacientul`}
      backLabel={t`Înapoi la pacienți`}
      onBack={() => void navigate({ href: '/patients', replace: true })}
      testId="patient-load-error"
    />
  );
}
