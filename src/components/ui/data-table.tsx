/**
 * A table of rows with an optional row action: a click, or Enter / Space on the focused row
 * (rows with an action are in the tab order). Cells may hold their own links and buttons.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A sortable column's state, told to screen readers (aria-sort); its header holds the sort button. */
  sort?: 'ascending' | 'descending' | 'none';
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  onRowClick,
  empty,
}: {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The accessible name of a clickable row. */
  rowLabel?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  empty?: ReactNode;
}) {
  const onKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <div
      // position: relative, so visually hidden labels inside (absolutely placed) scroll with the table
      // instead of widening the page.
      className={css({
        position: 'relative',
        overflowX: 'auto',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'md',
      })}
    >
      <table className={css({ width: 'full', borderCollapse: 'collapse', bg: 'surface' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                className={css({ textAlign: 'start', padding: '3', fontWeight: 'semibold', bg: 'canvas' })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td
                colSpan={columns.length}
                className={css({ padding: '4', textAlign: 'center', color: 'muted' })}
              >
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              // What the row shows, for tests and tools to find it by (e.g. an appointment's id).
              data-row-key={rowKey(row)}
              tabIndex={onRowClick ? 0 : undefined}
              aria-label={onRowClick ? rowLabel?.(row) : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={onRowClick ? onKeyDown(row) : undefined}
              className={css({
                borderTop: '1px solid',
                borderColor: 'border',
                cursor: onRowClick ? 'pointer' : undefined,
                _hover: onRowClick ? { bg: 'brand.50' } : {},
                _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
              })}
            >
              {columns.map((column) => (
                <td key={column.key} className={css({ padding: '3', minHeight: '11' })}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
