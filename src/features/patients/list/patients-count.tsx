/** How many patients the filters and search found, announced as it changes. */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';

export function PatientsCount({ total }: { total: number }) {
  const { t } = useLingui();
  return (
    <p aria-live="polite" data-testid="patients-count" className={css({ color: 'muted', fontSize: 'sm' })}>
      {t`Pacienți găsiți: ${total}`}
    </p>
  );
}
