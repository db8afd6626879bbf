/** A form's fields side by side, two per row from a medium screen. */
import { css } from 'styled-system/css';

export const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
