/**
 * After a refused Save, the form's first field in error takes the focus (and scrolls into view):
 * the fields of the design system mark themselves with aria-invalid (or data-invalid on Ark's
 * triggers). `attempts` counts Save presses; nothing moves before the first.
 */
import { type RefObject, useEffect } from 'react';

const INVALID_FIELD =
  ':is(input, textarea, button)[aria-invalid="true"], :is(input, textarea, button)[data-invalid]';

export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, attempts: number): void {
  useEffect(() => {
    if (attempts === 0) return;
    form.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  }, [form, attempts]);
}
