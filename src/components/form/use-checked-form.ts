/**
 * The state every record form of the design system shares (partners, users): what is typed, which
 * fields were touched, the Save presses. A field's message shows once it was touched or Save was
 * pressed; a refused Save stores nothing and focuses the first field in error; Save does nothing
 * while a save is under way. `check` decides (the sync layer's rules), `message` words its keys.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

export type FormCheck<Field extends string, Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: Partial<Record<Field, string>> };

export function useCheckedForm<Input extends Record<string, unknown>, Values>({
  initial,
  check,
  message,
  onSave,
}: {
  initial: () => Input;
  check: (input: Input) => FormCheck<keyof Input & string, Values>;
  message: (key: string) => string;
  /** Stores the checked values. */
  onSave: (values: Values) => Promise<unknown>;
}) {
  const [input, setInput] = useState<Input>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof Input>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);

  const checked = check(input);
  const errorOf = (field: keyof Input & string): string | undefined => {
    const key = checked.ok ? undefined : checked.errors[field];
    return key && (attempts > 0 || touched.has(field)) ? message(key) : undefined;
  };
  const set = <F extends keyof Input>(field: F, value: Input[F]) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const save = async () => {
    setAttempts((count) => count + 1);
    if (!checked.ok || busy) return;
    setBusy(true);
    try {
      await onSave(checked.values);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return { input, set, errorOf, formRef, save, onSubmit, busy };
}
