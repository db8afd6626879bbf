/**
 * The presence tile's rule (spec part 2 §4): unset asks to confirm "present", otherwise the
 * toggled value; the value is saved only after confirmation.
 */
export function presenceToConfirm(current: boolean | null): boolean {
  return current === null ? true : !current;
}
