/** Previous, numbered pages and Next (spec §2); hidden with one page or fewer. */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { pageWindow } from './page-window.ts';

const pageButton = css({
  minWidth: '11',
  minHeight: '11',
  paddingInline: '3',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'border',
  bg: 'surface',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const currentPage = css({
  bg: 'accent',
  color: 'white',
  borderColor: 'accent',
  _hover: { bg: 'accentHover' },
});

export function Paginator({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const slots = pageWindow(page, totalPages);
  if (slots.length === 0) return null;
  return (
    <nav
      aria-label={t`Paginare`}
      className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}
    >
      <button
        type="button"
        className={pageButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t`Anterior`}
      </button>
      {slots.map((slot, index) =>
        slot === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className={cx(pageButton, slot === page && currentPage)}
            aria-current={slot === page ? 'page' : undefined}
            aria-label={t`Pagina ${slot}`}
            onClick={() => onPageChange(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        className={pageButton}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t`Următor`}
      </button>
    </nav>
  );
}
