/**
 * A small choice of one among a few, side by side (the pipeline's board / table and you / team):
 * native radio buttons in a radio group, so screen readers name the group and its choices and the
 * arrows move the choice, with nothing to build but the inputs; 44 px tall for a tablet. (Ark's
 * SegmentGroup did the same with a state machine per group, on every opening of the screen.)
 */
import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  /** Drawn before the label; decorative (the label names the choice). */
  icon?: ReactNode;
}

const groupStyle = css({
  display: 'inline-flex',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  overflow: 'hidden',
});

const itemStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  paddingInline: '3',
  cursor: 'pointer',
  color: 'text',
  '&:has(input:checked)': { bg: 'accent', color: 'white', fontWeight: 'semibold' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'brand.500',
    outlineOffset: '-2px',
  },
});

export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's name for screen readers (not shown). */
  label: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={groupStyle}>
      {options.map((option) => (
        <label key={option.value} className={itemStyle}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={css({ srOnly: true })}
          />
          {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
          {option.label}
        </label>
      ))}
    </div>
  );
}
