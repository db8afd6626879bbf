/** A patient status's name, as the status filter and the table's status icon give it. */
import { useLingui } from '@lingui/react/macro';
import type { PatientDoc } from '#sync/api/documents.ts';

export function useStatusLabels(): Record<PatientDoc['status'], string> {
  const { t } = useLingui();
  return {
    active: t`Activ`,
    inactive: t`Inactiv`,
    deceased: t`Decedat`,
  };
}
