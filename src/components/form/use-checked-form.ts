/**
 * The one form state of the app, for every page form and dialog: what is typed, which places were
 * touched, the Save presses. A place's message shows once it was touched or Save was pressed; a
 * refused Save stores nothing and focuses the first field in error; Save does nothing while a save
 * is under way. `check` decides (the sync layer's rules), `message` words its keys.
 *
 * `check` runs only when asked (a message, Save), never while the hook itself is called, so it may
 * use what the component reads after this hook from the input (the chosen doctor's price list).
 *
 * A form editing a stored record names it in `stored`: a newer copy (this device's save, another
 * device's change) replaces what the form shows while the user has not edited, or when what they
 * typed checks to what got stored ("72,5" saved as 72.5), and `base` stays
 * the copy the form started from, so Save can write only what the user changed.
 */
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { sameInput, takesStoredAgain } from './takes-stored-again.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

export type FormCheck<Place extends string, Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: Partial<Record<Place, string>> };

export interface StoredRecord<Stored, Input> {
  /** The record as the device holds it now; null for a new one. */
  record: Stored | null;
  toInput: (record: Stored) => Input;
  /** False while the form holds a change outside its input (a chosen picture): the copy waits. */
  mayTakeNewer?: boolean;
}

export interface CheckedForm<Input, Values, Place extends string, Stored> {
  input: Input;
  /** Sets a field and marks it touched. */
  set: <F extends keyof Input>(field: F, value: Input[F]) => void;
  /** Changes several fields at once (a list's row), marking `place` touched. */
  update: (change: (previous: Input) => Input, place?: Place) => void;
  /** Marks a place touched without changing the input (a field left). */
  touch: (place: Place) => void;
  /** The place's message, once it was touched or Save was pressed. */
  errorOf: (place: Place) => string | undefined;
  /** The current input, checked (once per render, when first asked). */
  checked: () => FormCheck<Place, Values>;
  /** Save was pressed at least once since the form (or its record) was taken. */
  attempted: boolean;
  /** The stored copy the form started from (null for a new record). */
  base: Stored | null;
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  /** Counts the press, then saves through `onSave` when the input passes its check. */
  save: () => Promise<void>;
  /** The same, through another action (a confirmation's "save anyway"). */
  saveWith: (action: (values: Values, base: Stored | null) => Promise<unknown>) => Promise<void>;
  /** Runs a write that is not a Save (a delete, a cancellation) as busy, unchecked and uncounted. */
  runBusy: (action: () => Promise<unknown>) => Promise<void>;
  onSubmit: (event: FormEvent) => void;
}

export function useCheckedForm<
  Input extends object,
  Values,
  Place extends string = keyof Input & string,
  Stored = never,
>({
  initial,
  stored,
  check,
  message,
  onSave,
}: {
  /** The input of a new record (used when `stored` names none). */
  initial: () => Input;
  stored?: StoredRecord<Stored, Input>;
  check: (input: Input) => FormCheck<Place, Values>;
  message: (key: string) => string;
  /** Stores the checked values; `base` is the copy the form started from. */
  onSave: (values: Values, base: Stored | null) => Promise<unknown>;
}): CheckedForm<Input, Values, Place, Stored> {
  const [base, setBase] = useState<Stored | null>(stored?.record ?? null);
  const [input, setInput] = useState<Input>(() =>
    stored?.record != null ? stored.toInput(stored.record) : initial(),
  );
  const [touched, setTouched] = useState<ReadonlySet<Place>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);

  const newer = stored?.record ?? null;
  if (stored && newer !== null && base !== null && newer !== base && !busy && stored.mayTakeNewer !== false) {
    const next = stored.toInput(newer);
    if (
      takesStoredAgain({ input, startedFrom: stored.toInput(base), newer: next }) ||
      storesTheSame(check(input), check(next))
    ) {
      setBase(newer);
      setInput(next);
      setTouched(new Set());
      setAttempts(0);
    }
  }

  let checkedNow: FormCheck<Place, Values> | undefined;
  const checked = () => {
    checkedNow ??= check(input);
    return checkedNow;
  };
  const touch = (place: Place) =>
    setTouched((previous) => (previous.has(place) ? previous : new Set(previous).add(place)));
  const errorOf = (place: Place): string | undefined => {
    if (attempts === 0 && !touched.has(place)) return undefined;
    const current = checked();
    const key = current.ok ? undefined : current.errors[place];
    return key ? message(key) : undefined;
  };
  const set = <F extends keyof Input>(field: F, value: Input[F]) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    touch(field as unknown as Place);
  };
  const update = (change: (previous: Input) => Input, place?: Place) => {
    setInput(change);
    if (place !== undefined) touch(place);
  };
  const runBusy = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const saveWith = async (action: (values: Values, base: Stored | null) => Promise<unknown>) => {
    setAttempts((count) => count + 1);
    const current = checked();
    if (!current.ok || busy) return;
    await runBusy(() => action(current.values, base));
  };
  const save = () => saveWith(onSave);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return {
    input,
    set,
    update,
    touch,
    errorOf,
    checked,
    attempted: attempts > 0,
    base,
    formRef,
    busy,
    save,
    saveWith,
    runBusy,
    onSubmit,
  };
}

/** Two inputs that check to the same values store the same record (a number typed "72,5" is 72.5). */
function storesTheSame<Values>(a: FormCheck<string, Values>, b: FormCheck<string, Values>): boolean {
  return a.ok && b.ok && sameInput(a.values, b.values);
}
