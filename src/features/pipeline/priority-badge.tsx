/** A task's priority as a small coloured label: high in red, medium in amber, low in grey. */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { labelOf } from '#lib/label-of.ts';
import { PRIORITY_LABELS } from './task-labels.ts';

const badge = css({
  display: 'inline-block',
  fontSize: 'xs',
  fontWeight: 'semibold',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  whiteSpace: 'nowrap',
});

const LOW = css({ bg: 'gray.100', color: 'gray.800' });
const COLOURS: Readonly<Record<string, string>> = {
  high: css({ bg: 'red.100', color: 'red.800' }),
  medium: css({ bg: 'amber.100', color: 'amber.900' }),
  low: LOW,
};

export function PriorityBadge({ priority }: { priority: string }) {
  const { i18n } = useLingui();
  return (
    <span data-priority={priority} className={cx(badge, COLOURS[priority] ?? LOW)}>
      {labelOf(PRIORITY_LABELS, priority, i18n)}
    </span>
  );
}
