/** A screen that is only a notice (an error, a clinic that is gone): centred, a title, a few lines and actions. */
import { css } from 'styled-system/css';

export const pageNotice = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  padding: '6',
  textAlign: 'center',
  maxWidth: '40rem',
  marginInline: 'auto',
  marginBlockStart: '10',
});

export const pageNoticeTitle = css({ fontSize: '2xl', fontWeight: 'semibold' });
