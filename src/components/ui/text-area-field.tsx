/** A labelled multi-line text in the shared form field frame (notes, descriptions). */
import { Field } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { FormField, fieldControl, useFormFieldControl } from './form-field.tsx';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  rows?: number;
  required?: boolean;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
}

export function TextAreaField({ label, required, error, ...input }: TextAreaFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      <TextAreaInput {...input} />
    </FormField>
  );
}

/** The control alone, for a form field frame a caller builds itself. */
export function TextAreaInput({
  value,
  onChange,
  name,
  rows = 4,
}: Omit<TextAreaFieldProps, 'label' | 'required' | 'error'>) {
  const control = useFormFieldControl();
  return (
    <Field.Textarea
      name={name}
      rows={rows}
      value={value}
      aria-describedby={control['aria-describedby']}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={cx(fieldControl, css({ paddingBlock: '2', resize: 'vertical' }))}
    />
  );
}
