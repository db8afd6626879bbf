/**
 * A table of rows with an optional row action: a click, or Enter / Space on the focused row
 * (rows with an action are in the tab order). Cells may hold their own links and buttons. An
 * unpaged list may ask for `windowed`: a long one then keeps only the rows near the viewport in
 * the page (use-window-rows.ts), with their positions told to screen readers (aria-rowindex).
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useWindowRows } from './use-window-rows.ts';

// Class names made once: css() serialises and hashes its object on every call, and a page of
// rows called it for every row and cell at each render.
const REGION = css({
  position: 'relative',
  overflowX: 'auto',
  // The columns choose by the table's own width (a tablet, a sidebar beside it), not the screen's.
  containerType: 'inline-size',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
});
const TABLE = css({ width: 'full', borderCollapse: 'collapse', bg: 'surface' });
const CAPTION = css({ srOnly: true });
// Cells take less room between them in a table a portrait tablet's width.
const HEADER_CELL = css({
  textAlign: 'start',
  padding: '3',
  fontWeight: 'semibold',
  bg: 'canvas',
  '@container (max-width: 48rem)': { paddingInline: '2' },
});
const EMPTY_CELL = css({ padding: '4', textAlign: 'center', color: 'muted' });
const ROW = css({
  borderTop: '1px solid',
  borderColor: 'border',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
});
const ROW_OPENS = css({ cursor: 'pointer', _hover: { bg: 'brand.50' } });
const CELL = css({ padding: '3', minHeight: '11', '@container (max-width: 48rem)': { paddingInline: '2' } });

/**
 * How a column fits the table's room (issue 36). Each is a static class, so Panda can write it.
 * - `hideBelow`: a less important column leaves a table narrower than that many rem (its row's
 *   detail, which the row opens, still says it); the most important columns never set it.
 * - `nowrap`: numbers, phone numbers and dates on one line.
 * - `truncate`: a long token (an email) ends with an ellipsis, and shows whole while its row has
 *   the keyboard's focus (its tooltip too, on hover).
 * - `stickyEnd`: the row's actions, always in view at the table's end edge, even while it scrolls.
 */
const HIDE_BELOW = {
  40: css({ '@container (max-width: 40rem)': { display: 'none' } }),
  48: css({ '@container (max-width: 48rem)': { display: 'none' } }),
  56: css({ '@container (max-width: 56rem)': { display: 'none' } }),
  64: css({ '@container (max-width: 64rem)': { display: 'none' } }),
} as const;
const NOWRAP = css({ whiteSpace: 'nowrap' });
/** A long token in a cell (an email): cut with an ellipsis, whole while its row has the focus. */
export const TRUNCATED_TOKEN = css({
  display: 'block',
  maxWidth: '14rem',
  // A tablet's table (and a desktop's beside the expanded sidebar) keeps its room for the columns.
  '@container (max-width: 56rem)': { maxWidth: '10rem' },
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  'tr:focus-visible &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});
const STICKY_END_CELL = css({
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'surface',
  // Over the cells scrolled beneath it, with an edge that says so.
  boxShadow: '-1px 0 0 var(--colors-border)',
  // Tinted with its row only where the row opens something (ROW_OPENS, which has the tab stop).
  'tr[tabindex]:hover > &': { bg: 'brand.50' },
});
const STICKY_END_HEADER = css({ position: 'sticky', insetInlineEnd: '0' });

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A sortable column's state, told to screen readers (aria-sort); its header holds the sort button. */
  sort?: 'ascending' | 'descending' | 'none';
  /** Leaves a table narrower than this (rem): a less important column (see HIDE_BELOW). */
  hideBelow?: keyof typeof HIDE_BELOW;
  /** One line: numbers, phones, dates. */
  nowrap?: boolean;
  /** A long token (an email) cut with an ellipsis, whole on the row's focus. Its cell gives a string. */
  truncate?: boolean;
  /** The row's actions: kept in view at the end edge. */
  stickyEnd?: boolean;
}

function headerClass<Row>(column: DataTableColumn<Row>): string {
  return cx(
    HEADER_CELL,
    column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined,
    // A header keeps its words whole but may take two lines: "Ultima programare" above a date
    // would otherwise be the column's width.
    column.stickyEnd ? STICKY_END_HEADER : undefined,
  );
}

function cellClass<Row>(column: DataTableColumn<Row>): string {
  return cx(
    CELL,
    column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined,
    column.nowrap ? NOWRAP : undefined,
    column.stickyEnd ? STICKY_END_CELL : undefined,
  );
}

function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  if (!column.truncate) return content;
  return (
    <span className={TRUNCATED_TOKEN} title={typeof content === 'string' ? content : undefined}>
      {content}
    </span>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  onRowClick,
  empty,
  windowed = false,
}: {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The accessible name of a clickable row. */
  rowLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  empty?: ReactNode;
  /** Keep only the rows near the viewport in the page when the list is long (an unpaged list). */
  windowed?: boolean;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowRows = useWindowRows(rows.length, windowed, bodyRef);
  const shown = windowRows ? windowRows.indexes : rows.map((_, index) => index);
  const onKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  const rowClass = onRowClick ? cx(ROW, ROW_OPENS) : ROW;
  return (
    <section
      // A table wider than the screen scrolls sideways here: a named region in the tab order, so
      // a keyboard user can scroll it too (a read-only list has nothing else to focus in it).
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
      tabIndex={0}
      // position: relative, so visually hidden labels inside (absolutely placed) scroll with the table
      // instead of widening the page.
      className={REGION}
    >
      <table aria-rowcount={windowRows ? rows.length + 1 : undefined} className={TABLE}>
        <caption className={CAPTION}>{caption}</caption>
        <thead>
          <tr aria-rowindex={windowRows ? 1 : undefined}>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort} className={headerClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {windowRows && windowRows.before > 0 ? (
            <Spacer height={windowRows.before} columns={columns.length} />
          ) : null}
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={EMPTY_CELL}>
                {empty}
              </td>
            </tr>
          ) : null}
          {shown.map((index) => {
            const row = rows[index] as Row;
            return (
              <tr
                key={rowKey(row)}
                ref={windowRows?.measure}
                data-index={index}
                aria-rowindex={windowRows ? index + 2 : undefined}
                // What the row shows, for tests and tools to find it by (e.g. an appointment's id).
                data-row-key={rowKey(row)}
                tabIndex={onRowClick ? 0 : undefined}
                aria-label={onRowClick ? rowLabel?.(row) : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? onKeyDown(row) : undefined}
                className={rowClass}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {cellContent(column, row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {windowRows && windowRows.after > 0 ? (
            <Spacer height={windowRows.after} columns={columns.length} />
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

/** The room of the rows not in the page, so the scrollbar and the scroll position stay true. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr>
      <td colSpan={columns} style={{ height, padding: 0, border: 'none' }} />
    </tr>
  );
}
