/**
 * A conflict's fields as a table: for a row the server has, each field where mine and the
 * server's differ; for a row only this device has, what was entered, folded.
 */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { fieldLabel } from './conflict-labels.ts';
import type { ConflictSummary } from './conflict-summary.ts';
import { valueText } from './conflict-text.ts';
import type { FieldDifference } from './differing-fields.ts';
import type { ReferenceNames } from './reference-names.ts';

const cellStyle = css({ textAlign: 'start', padding: '2', verticalAlign: 'top' });

/** One field of a conflict: its label, this device's value and, unless it has none, the server's. */
function FieldRow({
  difference,
  names,
  withServer,
}: {
  difference: FieldDifference;
  names: ReferenceNames;
  withServer: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <tr className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
      <th scope="row" className={cellStyle}>
        {i18n._(fieldLabel(difference.field))}
      </th>
      <td className={cx(cellStyle, css({ overflowWrap: 'anywhere' }))}>
        {valueText(difference.mine, names, i18n)}
      </td>
      {withServer ? <td className={cellStyle}>{valueText(difference.server, names, i18n)}</td> : null}
    </tr>
  );
}

interface FieldsProps {
  summary: ConflictSummary;
  title: string;
  names: ReferenceNames;
}

/** What this device entered for a row the server never had: folded, the title names the row. */
function EnteredFields({ summary, title, names }: FieldsProps) {
  const { t } = useLingui();
  return (
    <details className={css({ fontSize: 'sm' })}>
      <summary
        className={css({
          cursor: 'pointer',
          minHeight: '11',
          display: 'flex',
          alignItems: 'center',
          color: 'accent',
          fontWeight: 'medium',
        })}
      >
        {t`Ce ai introdus`}
      </summary>
      <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
        <caption className={css({ srOnly: true })}>{t`Ce ai introdus: ${title}`}</caption>
        <tbody>
          {summary.differences.map((difference) => (
            <FieldRow key={difference.field} difference={difference} names={names} withServer={false} />
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The fields that differ between mine and the server's, as a table (or a line saying none do). */
export function Differences({ summary, title, names }: FieldsProps) {
  const { t } = useLingui();
  if (summary.newRow) return <EnteredFields summary={summary} title={title} names={names} />;
  if (summary.differences.length === 0) {
    return (
      <p
        className={css({ fontSize: 'sm', color: 'muted' })}
      >{t`Versiunile nu diferă în câmpurile afișate.`}</p>
    );
  }
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{t`Diferențe: ${title}`}</caption>
        <thead>
          <tr className={css({ color: 'muted' })}>
            <th scope="col" className={cellStyle}>{t`Câmp`}</th>
            <th scope="col" className={cellStyle}>{t`Versiunea mea`}</th>
            <th scope="col" className={cellStyle}>{t`Versiunea serverului`}</th>
          </tr>
        </thead>
        <tbody>
          {summary.differences.map((difference) => (
            <FieldRow key={difference.field} difference={difference} names={names} withServer />
          ))}
        </tbody>
      </table>
    </div>
  );
}
