/** The spinner shown while a route waits for the session or the profile (spec §2, route /). */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Se încarcă`}
      className={css({ display: 'grid', placeItems: 'center', minHeight: '50dvh' })}
    >
      <span
        className={css({
          width: '10',
          height: '10',
          borderRadius: 'full',
          borderWidth: '4px',
          borderColor: 'brand.100',
          borderTopColor: 'accent',
          animation: 'spin 0.8s linear infinite',
        })}
      />
    </div>
  );
}
