/**
 * One choice of a list of checkboxes or radio buttons (the filter buttons' dropdowns, the task
 * dialog's doctors): the box, an optional picture and the label, the whole row clickable and
 * 44 px tall for a finger.
 */
import type { MouseEventHandler, ReactNode } from 'react';
import { css } from 'styled-system/css';

const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '11', cursor: 'pointer' });

export function ChoiceRow({
  type = 'checkbox',
  name,
  label,
  icon,
  checked,
  onChange,
  onClick,
  errorId,
}: {
  type?: 'checkbox' | 'radio';
  /** The radio group's name. */
  name?: string | undefined;
  label: string;
  /** Drawn before the label, e.g. an avatar; hidden from screen readers, the label says it. */
  icon?: ReactNode;
  checked: boolean;
  onChange: () => void;
  onClick?: MouseEventHandler<HTMLInputElement> | undefined;
  /** The id of the list's message while it shows: the box is then marked invalid and names it. */
  errorId?: string | undefined;
}) {
  return (
    <label className={rowStyle}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        onClick={onClick}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={css({ width: '5', height: '5' })}
      />
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
    </label>
  );
}
