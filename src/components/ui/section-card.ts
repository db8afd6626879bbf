/** A section of a page as a card: bordered, on the surface colour, its content stacked. */
import { css } from 'styled-system/css';

export const sectionCard = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  alignContent: 'start',
});

export const sectionCardTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
