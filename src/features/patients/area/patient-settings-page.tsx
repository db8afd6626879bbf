/**
 * /patient/{id}/patient-settings: the spec gives this page placeholder text only (part 2 §2). A
 * desk that opens it wants the patient's details, so it says so and leads to their form.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { usePatientInContext } from './patient-in-context.tsx';

export function PatientSettingsPage() {
  const patient = usePatientInContext();
  const navigate = useNavigate();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
      <p className={css({ color: 'muted' })}>
        <Trans>Setările pacientului {patient.name} vor fi disponibile aici.</Trans>
      </p>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void navigate({ to: '/patients/$patientId', params: { patientId: patient.id } })}
      >
        <Trans>Editează datele pacientului</Trans>
      </button>
    </div>
  );
}
