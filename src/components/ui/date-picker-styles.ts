/** The look of the date picker's buttons and day cells (date-picker-control.tsx, date-picker-day-view.tsx). */
import { css } from 'styled-system/css';

// 44 px square: the smallest comfortable touch target on a 10-inch tablet.
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'md',
  color: 'accent',
  fontSize: 'xl',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

export const dayCell = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _today: { fontWeight: 'bold', color: 'accent' },
  _selected: { bg: 'accent', color: 'white', _hover: { bg: 'accentHover' } },
  _outOfRange: { color: 'gray.400' },
  _unavailable: { color: 'gray.400', textDecoration: 'line-through', cursor: 'not-allowed' },
  '&[data-disabled]': { color: 'gray.400', cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
