/**
 * The popup's time field (spec part 1 §2, §9): the doctor's 15-minute slots of the chosen day that
 * fit the service before closing, on Ark Select with the look of SelectField. Booked slots read
 * '(ocupat)' and a kept time outside the hours '(închis)'; neither can be chosen. With nothing to
 * choose, the field says why (QueryState's loading text while the doctor's day is read); a chosen
 * time that is not free says 'Slot indisponibil'.
 */
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import {
  dropdownList,
  dropdownOption,
  selectIndicator,
  selectTrigger,
} from '#components/ui/dropdown-styles.ts';
import { FormField, fieldControl, useFormFieldControl } from '#components/ui/form-field.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import type { LiveQuery } from '#lib/live-query.ts';
import type { SlotState, SlotsEmptyReason } from '../rules/slots.ts';
import { type SlotPickerModel, UNREAD_SLOTS } from './slot-picker-model.ts';

const NOTICES: Record<SlotsEmptyReason, MessageDescriptor> = {
  no_doctor: msg`Selectează un medic pentru a vedea intervalele disponibile`,
  no_date: msg`Alege mai întâi data`,
  closed: msg`Închis`,
  no_slots: msg`Nu sunt sloturi disponibile`,
};

const STATE_MARKS: Record<Exclude<SlotState, 'free'>, MessageDescriptor> = {
  booked: msg`(ocupat)`,
  closed: msg`(închis)`,
};

export function SlotPicker({
  label,
  value,
  onChange,
  slots,
  disabled,
  error,
}: {
  label: string;
  /** HH:mm, '' for none. */
  value: string;
  onChange: (time: string) => void;
  /** The slots of the doctor's day, loading while its bookings or the clinic's hours are read. */
  slots: LiveQuery<SlotPickerModel>;
  /** Nothing can be chosen (a cancelled appointment, a write under way). */
  disabled: boolean;
  error?: string | undefined;
}) {
  return (
    <FormField label={label} required error={error}>
      <SlotSelect value={value} onChange={onChange} slots={slots} disabled={disabled} />
    </FormField>
  );
}

function SlotSelect({
  value,
  onChange,
  slots,
  disabled,
}: {
  value: string;
  onChange: (time: string) => void;
  slots: LiveQuery<SlotPickerModel>;
  disabled: boolean;
}) {
  const { i18n, t } = useLingui();
  const model = slots.state === 'ready' ? slots.value : UNREAD_SLOTS;
  const field = useFormFieldControl();
  const { ids } = useFieldContext();
  const hintId = useId();
  const items = useMemo(
    () =>
      model.choices.map((choice) => ({
        value: choice.time,
        label: choice.state === 'free' ? choice.time : `${choice.time} ${i18n._(STATE_MARKS[choice.state])}`,
        disabled: !choice.selectable,
        state: choice.state,
      })),
    [model.choices, i18n],
  );
  const collection = useMemo(
    () => createListCollection({ items, isItemDisabled: (item) => item.disabled }),
    [items],
  );
  const selected = useMemo(
    () => (value !== '' && items.some((item) => item.value === value) ? [value] : []),
    [value, items],
  );
  const notice = model.notice ? i18n._(NOTICES[model.notice]) : null;
  const hint = model.chosenUnavailable
    ? t`Slot indisponibil`
    : model.notice === 'no_slots' || model.notice === 'closed'
      ? notice
      : null;
  const describedBy =
    [field['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Select.Root
        collection={collection}
        value={selected}
        onValueChange={(details) => {
          const next = details.value[0];
          if (next) onChange(next);
        }}
        disabled={model.disabled || disabled}
        ids={{ label: ids.label, trigger: ids.control }}
        positioning={{ sameWidth: true }}
      >
        <Select.Control>
          <Select.Trigger
            data-testid="slot-picker"
            aria-describedby={describedBy}
            className={cx(fieldControl, selectTrigger, css({ width: 'full' }))}
          >
            <Select.ValueText placeholder={notice ?? t`Selectați`}>
              {/* Until the slots are read the field says so, in place of its placeholder. */}
              {slots.state === 'ready' ? null : <QueryState query={slots} inline />}
            </Select.ValueText>
            <Select.Indicator aria-hidden className={selectIndicator}>
              ▾
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Portal>
          <Select.Positioner>
            <Select.Content className={dropdownList}>
              {collection.items.map((item) => (
                <Select.Item
                  key={item.value}
                  item={item}
                  data-slot-state={item.state}
                  // Booked or closed slots read as unavailable.
                  className={cx(
                    dropdownOption,
                    css({ _disabled: { color: 'muted', cursor: 'not-allowed' } }),
                  )}
                >
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator aria-hidden>✓</Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
      </Select.Root>
      {hint ? (
        <p id={hintId} data-testid="slot-hint" className={css({ fontSize: 'sm', color: 'amber.700' })}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
