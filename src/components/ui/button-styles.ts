/** The button looks of the design system: the main action, a quiet secondary one, and a destructive one. */
import { css } from 'styled-system/css';

export const primaryButton = css({
  bg: 'accent',
  color: 'white',
  fontWeight: 'semibold',
  borderRadius: 'md',
  paddingInline: '4',
  paddingBlock: '2',
  minHeight: '11',
  cursor: 'pointer',
  _hover: { bg: 'accentHover' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

export const secondaryButton = css({
  color: 'accent',
  fontWeight: 'medium',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  minHeight: '11',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

/** A destructive action (cancel an appointment, delete a record): the quiet look, in the danger colour. */
export const dangerButton = css({
  color: 'danger',
  fontWeight: 'medium',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  minHeight: '11',
  cursor: 'pointer',
  _hover: { bg: 'red.50' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
