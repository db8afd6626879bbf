/**
 * A form of fields stacked one under another (the sign-in card's, a dialog's): the browser's own
 * validation off (the messages are ours, under each field), submitted through its useCheckedForm,
 * which also focuses the first field in error after a refused submit.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { CheckedForm } from './use-checked-form.ts';

export function StackedForm({
  form,
  children,
}: {
  form: Pick<CheckedForm<unknown, unknown, string, unknown>, 'formRef' | 'onSubmit'>;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className={css({ display: 'grid', gap: '4' })}
    >
      {children}
    </form>
  );
}
