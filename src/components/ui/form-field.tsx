/**
 * The frame every form field shares (spec part 1 §5): the label, a red asterisk when required, the
 * control, and under it the first failing rule's message, which the control names in
 * aria-describedby so screen readers read it with the field.
 */
import { Field, useFieldContext } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

interface FormFieldProps {
  label: string;
  required?: boolean | undefined;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}

export function FormField({ label, required, error, disabled, children }: FormFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      <Field.Label className={css({ fontWeight: 'medium', fontSize: 'sm', _disabled: { color: 'muted' } })}>
        {label}
        <Field.RequiredIndicator className={css({ color: 'danger', marginLeft: '1' })}>
          *
        </Field.RequiredIndicator>
      </Field.Label>
      {children}
      <Field.ErrorText className={css({ color: 'danger', fontSize: 'sm' })}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * What a control inside FormField needs to be bound to it: the id the label points at, required,
 * disabled, and while a message shows aria-invalid and aria-describedby naming it. Ark's own
 * controls (Field.Input, Select) take the id and states from the field themselves.
 */
export function useFormFieldControl() {
  const field = useFieldContext();
  return {
    id: field.ids.control,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': field.invalid ? true : undefined,
    'aria-describedby': field.invalid ? field.ids.errorText : undefined,
  } as const;
}

/** The look of a single-line control in a form field: 44 px tall for a tablet, red when invalid. */
export const fieldControl = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  paddingInline: '3',
  minHeight: '11',
  bg: 'surface',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  // Not _invalid: it also matches the browser's :invalid, which marks an untouched required field.
  '&:is([aria-invalid=true], [data-invalid])': { borderColor: 'danger' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});
