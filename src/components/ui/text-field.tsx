/**
 * A labelled input with its message (spec §5) in the shared form field frame: a red asterisk on
 * required fields, the first failing rule's message under the field, named by aria-describedby.
 */
import { Field } from '@ark-ui/react/field';
import { FormField, fieldControl, useFormFieldControl } from './form-field.tsx';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'time';
  /** A time field's step in seconds (900: quarter hours). */
  step?: number;
  required?: boolean;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  autoComplete?: string;
  /** 'numeric': a digits keyboard on a tablet (a PIN). */
  inputMode?: 'numeric';
  name: string;
}

export function TextField({ label, required, error, ...input }: TextFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      <TextInput {...input} />
    </FormField>
  );
}

function TextInput({
  value,
  onChange,
  type = 'text',
  step,
  autoComplete,
  inputMode,
  name,
}: Omit<TextFieldProps, 'label' | 'required' | 'error'>) {
  const control = useFormFieldControl();
  return (
    <Field.Input
      name={name}
      type={type}
      step={step}
      value={value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-describedby={control['aria-describedby']}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={fieldControl}
    />
  );
}
