/**
 * A task's action (spec part 1 §4): to the next column, or on a done task, delete (the caller
 * asks for confirmation first). Named for what it does, with the task's title for screen readers.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { Icon } from '#components/ui/icons.tsx';
import { nextStatus } from './board-order.ts';

const actionStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const;
const advanceStyle = css(actionStyle, { color: 'accent', _hover: { bg: 'brand.50' } });
const deleteStyle = css(actionStyle, { color: 'danger', _hover: { bg: 'red.50' } });

export function TaskActionButton({
  title,
  status,
  onAction,
}: {
  title: string;
  status: string;
  onAction: () => void;
}) {
  const { t } = useLingui();
  const next = nextStatus(status);
  const label =
    next === 'in_progress'
      ? t`Începe sarcina ${title}`
      : next === 'done'
        ? t`Finalizează sarcina ${title}`
        : t`Șterge sarcina ${title}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-action={next ?? 'delete'}
      onClick={(event) => {
        event.stopPropagation();
        onAction();
      }}
      className={next ? advanceStyle : deleteStyle}
    >
      <Icon name={next ? 'advance' : 'trash'} />
    </button>
  );
}
