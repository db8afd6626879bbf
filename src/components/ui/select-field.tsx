/**
 * A labelled single choice on Ark Select (spec part 1 §5). The value is the chosen option's value,
 * '' when none; an option with an empty value never reaches the page (selectableOptions), since ''
 * already means "nothing chosen". An optional field can be emptied with its clear button.
 */
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import {
  dropdownList,
  dropdownNote,
  dropdownOption,
  selectIndicator,
  selectTrigger,
} from './dropdown-styles.ts';
import { FormField, fieldControl, useFormFieldControl } from './form-field.tsx';
import { type SelectOption, selectableOptions } from './select-options.ts';

export interface SelectFieldProps {
  label: string;
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  required?: boolean | undefined;
  /** Shown while nothing is chosen; "Selectați" when absent. */
  placeholder?: string | undefined;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

export function SelectField({ label, required, error, disabled, ...control }: SelectFieldProps) {
  return (
    <FormField label={label} required={required} error={error} disabled={disabled}>
      <SelectControl label={label} {...control} />
    </FormField>
  );
}

function SelectControl({
  label,
  value,
  onChange,
  options,
  placeholder,
}: Omit<SelectFieldProps, 'required' | 'error' | 'disabled'>) {
  const { t } = useLingui();
  const field = useFormFieldControl();
  const { ids } = useFieldContext();
  const collection = useMemo(() => createListCollection({ items: selectableOptions(options) }), [options]);
  const selected = useMemo(() => (value === '' ? [] : [value]), [value]);
  const chosenIcon = value === '' ? null : collection.items.find((item) => item.value === value)?.icon;
  return (
    <Select.Root
      collection={collection}
      value={selected}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      // The field's label points at the trigger. No hidden native select: Ark gives it an option
      // with an empty value while nothing is chosen, and forms here read state, not FormData.
      ids={{ label: ids.label, trigger: ids.control }}
      positioning={{ sameWidth: true }}
      translations={{ clearTriggerLabel: t`Golește ${label}` }}
    >
      <Select.Control className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <Select.Trigger
          aria-describedby={field['aria-describedby']}
          className={cx(fieldControl, selectTrigger, css({ flex: '1' }))}
        >
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minWidth: '0' })}>
            {chosenIcon}
            <Select.ValueText placeholder={placeholder ?? t`Selectați`} />
          </span>
          <Select.Indicator aria-hidden className={selectIndicator}>
            ▾
          </Select.Indicator>
        </Select.Trigger>
        {field.required || field.disabled ? null : (
          <Select.ClearTrigger
            className={css({
              minWidth: '11',
              minHeight: '11',
              borderRadius: 'md',
              color: 'muted',
              cursor: 'pointer',
              _hover: { bg: 'brand.50' },
              _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
            })}
          >
            <span aria-hidden>×</span>
          </Select.ClearTrigger>
        )}
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={dropdownList}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={dropdownOption}>
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                  {item.icon}
                  <Select.ItemText>{item.label}</Select.ItemText>
                </span>
                <Select.ItemIndicator aria-hidden>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
            {collection.items.length === 0 ? <p className={dropdownNote}>{t`Nicio opțiune`}</p> : null}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
