/**
 * A labelled date on Ark DatePicker (spec part 1 §5, §9). The value is 'yyyy-MM-dd', '' when
 * cleared. The text box shows dd.MM.yyyy and takes dd.MM.yyyy or yyyy-MM-dd typed; the calendar
 * names months and weekdays in the interface language, starts the week on Monday in ro and Sunday
 * in en, and lists years from 100 back to 10 ahead. This file keeps the typed text and its message;
 * the rules are in date-picker-rules.ts, the control and calendar in date-picker-control.tsx and
 * date-picker-day-view.tsx.
 *
 * The text box is our own input, not DatePicker.Input: Ark's input drops every character that is
 * not the locale's date separator ('.' in ro, '/' in en), so one of the two accepted forms could
 * not be typed, and it rewrites the text while the user types.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { formatDate } from '#lib/date-locale.ts';
import { DateControl } from './date-picker-control.tsx';
import {
  isoToInputText,
  namesValue,
  parseIsoDate,
  readTypedDate,
  type TypedDate,
  validBounds,
} from './date-picker-rules.ts';
import { FormField } from './form-field.tsx';

export interface DatePickerFieldProps {
  label: string;
  /** 'yyyy-MM-dd', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The earliest date allowed, 'yyyy-MM-dd' (inclusive). */
  min?: string | undefined;
  /** The latest date allowed, 'yyyy-MM-dd' (inclusive). */
  max?: string | undefined;
  name?: string | undefined;
}

export function DatePickerField({
  label,
  value,
  onChange,
  required,
  error,
  disabled,
  min,
  max,
  name,
}: DatePickerFieldProps) {
  const { i18n } = useLingui();
  const bounds = useMemo(() => validBounds({ min, max }), [min, max]);
  const [text, setText] = useState(() => isoToInputText(value));
  // A typing mistake shows once the user leaves the box or presses Enter, then follows every change;
  // a malformed stored value shows at once.
  const [showTypedError, setShowTypedError] = useState(() => value !== '' && parseIsoDate(value) === null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The value changed from outside (the calendar, a reset, a loaded record): show it, unless the
    // text already names it, so the user's own spelling ('1.2.2020') is kept while typing.
    setShownValue(value);
    if (!namesValue(readTypedDate(text, bounds), value)) {
      setText(isoToInputText(value));
      setShowTypedError(false);
    }
  }

  const typedProblem = showTypedError ? typedDateMessage(readTypedDate(text, bounds)) : undefined;
  const typedError = typedProblem ? i18n._(typedProblem) : undefined;

  const typeText = (next: string) => {
    setText(next);
    const read = readTypedDate(next, bounds);
    if (read.kind === 'empty' && value !== '') onChange('');
    if (read.kind === 'date' && read.iso !== value) onChange(read.iso);
  };
  const pick = (iso: string) => {
    setText(isoToInputText(iso));
    setShowTypedError(false);
    if (iso !== value) onChange(iso);
  };

  return (
    <FormField label={label} required={required} error={typedError ?? error} disabled={disabled}>
      <DateControl
        value={value}
        text={text}
        bounds={bounds}
        name={name}
        onType={typeText}
        onLeave={() => setShowTypedError(true)}
        onPick={pick}
      />
    </FormField>
  );
}

/** Why the typed text cannot be stored, or undefined when it can. */
function typedDateMessage(typed: TypedDate): MessageDescriptor | undefined {
  switch (typed.kind) {
    case 'empty':
    case 'date':
      return undefined;
    case 'invalid':
      return msg`Data nu este validă. Folosiți formatul zz.ll.aaaa.`;
    case 'before-min': {
      const earliest = formatDate(typed.min);
      return msg`Data nu poate fi înainte de ${earliest}.`;
    }
    case 'after-max': {
      const latest = formatDate(typed.max);
      return msg`Data nu poate fi după ${latest}.`;
    }
  }
}
