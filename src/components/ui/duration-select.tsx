/**
 * The duration choice (spec part 1 §9): 15 to 480 minutes in steps of 15, the value the minute
 * count as a string, labelled '45 min', '2h', '1h 30min' by the shared rule in sync/validation.
 */
import { useLingui } from '@lingui/react/macro';
import { durationOptions } from '#core/duration-options.ts';
import { SelectField } from './select-field.tsx';

// The list never changes, so it is built once; SelectField keeps its collection while this holds.
const DURATION_CHOICES = durationOptions().map(({ value, label }) => ({ value, label }));

export function DurationSelect({
  label,
  value,
  onChange,
  required,
  error,
  disabled,
}: {
  /** "Durată" when absent. */
  label?: string | undefined;
  /** Minutes as a string ('90'), '' for none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={label ?? t`Durată`}
      value={value}
      onChange={onChange}
      options={DURATION_CHOICES}
      required={required}
      error={error}
      disabled={disabled}
    />
  );
}
