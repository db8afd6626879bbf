/** The clinic's hours on the chosen day, under the date (spec part 1 §2). */
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { OpeningHoursLabel } from '../rules/working-hours.ts';

export function OpeningHours({ hours }: { hours: OpeningHoursLabel }) {
  return (
    <p data-testid="opening-hours" className={css({ fontSize: 'sm', color: 'muted' })}>
      {hours.open ? (
        <OpenBetween start={hours.start} end={hours.end} />
      ) : (
        <Trans>Clinica este închisă în această zi</Trans>
      )}
    </p>
  );
}

/** 'open between {start} and {end}' (spec part 1 §2). */
function OpenBetween({ start, end }: { start: string; end: string }) {
  return (
    <Trans>
      Deschis între {start} și {end}
    </Trans>
  );
}
