/**
 * A small choice of one among a few, side by side (the pipeline's board / table and you / team),
 * on Ark SegmentGroup: a radio group to screen readers, arrows move the choice, 44 px tall for a
 * tablet.
 */
import { SegmentGroup } from '@ark-ui/react/segment-group';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  /** Drawn before the label; decorative (the label names the choice). */
  icon?: ReactNode;
}

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
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      orientation="horizontal"
      aria-label={label}
      className={css({
        display: 'inline-flex',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'md',
        bg: 'surface',
        overflow: 'hidden',
      })}
    >
      {options.map((option) => (
        <SegmentGroup.Item
          key={option.value}
          value={option.value}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            minHeight: '11',
            paddingInline: '3',
            cursor: 'pointer',
            color: 'text',
            _checked: { bg: 'accent', color: 'white', fontWeight: 'semibold' },
            '&:has(input:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'brand.500',
              outlineOffset: '-2px',
            },
          })}
        >
          {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
          <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
