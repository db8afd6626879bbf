/**
 * How deep a JSON text nests, without parsing it (issue 17, finding 7): a body of 200,000 nested
 * arrays made Postgres answer 500 (54001, stack depth) from sync_push, sync_pull or a PATCH. The
 * gateway refuses such a body with a 400 before it reaches Postgres; one linear pass over the
 * text, no recursion, so the check itself cannot run out of stack.
 */

/** Deeper than anything Cabinet stores (a week, a list of entries: three or four levels). */
export const MAX_JSON_DEPTH = 64;

export function jsonDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
