/**
 * The round add button fixed at the bottom right of a list page. It floats above the page's own
 * layers (the calendar's blocks and sticky headers), so what scrolls under it never takes its click.
 */
import { css } from 'styled-system/css';

export function FloatingAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={css({
        position: 'fixed',
        zIndex: 'docked',
        insetInlineEnd: '6',
        insetBlockEnd: '6',
        width: '14',
        height: '14',
        borderRadius: 'full',
        bg: 'accent',
        color: 'white',
        fontSize: '2xl',
        boxShadow: 'lg',
        cursor: 'pointer',
        _hover: { bg: 'accentHover' },
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
      })}
    >
      <span aria-hidden="true">+</span>
    </button>
  );
}
