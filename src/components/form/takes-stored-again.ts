/**
 * Whether an open form takes a newer copy of its stored record (this device's save, another
 * device's change): yes while the user has changed nothing since the copy the form started from,
 * or when what they typed is what was stored; once they have edited, their edits stay.
 */
export function takesStoredAgain<Input>({
  input,
  startedFrom,
  newer,
}: {
  /** What the form holds now. */
  input: Input;
  /** The form's input for the copy it started from. */
  startedFrom: Input;
  /** The form's input for the newer copy. */
  newer: Input;
}): boolean {
  return sameInput(input, startedFrom) || sameInput(input, newer);
}

/** Form inputs are plain JSON (strings, booleans, numbers, arrays and objects of them). */
export function sameInput<Input>(a: Input, b: Input): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
