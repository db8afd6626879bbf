/**
 * Equality of JSON values as the server compares them: objects by their keys whatever the order
 * (jsonb reorders keys), arrays element by element, a missing key the same as an undefined one.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = definedEntries(a);
  const right = new Map(definedEntries(b));
  if (left.length !== right.size) return false;
  return left.every(([key, value]) => right.has(key) && jsonEqual(value, right.get(key)));
}

function definedEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value).filter(([, item]) => item !== undefined);
}
