/** /patient/{id}/patient-settings: the spec gives this page placeholder text only (part 2 §2). */
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { usePatientInContext } from './patient-in-context.tsx';

export function PatientSettingsPage() {
  const patient = usePatientInContext();
  return (
    <p className={css({ color: 'muted' })}>
      <Trans>Setările pacientului {patient.name} vor fi disponibile aici.</Trans>
    </p>
  );
}
