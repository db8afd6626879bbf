/**
 * Pieces of the lists' URL search params (patients, pipeline): a value is kept only if it is one
 * the screen knows, a list param takes an array or a single value and drops what it does not know
 * (none left: absent), and an empty list is left out of the URL.
 */
import * as v from 'valibot';

export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** A non-blank string: an id in a list param. */
export const isId = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A list param: the known values of an array (or of a single value), none when nothing is left. */
export function listOf<T extends string>(accept: (value: unknown) => value is T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): T[] | undefined => {
        const items = (Array.isArray(input) ? input : [input]).filter(accept);
        const unique = [...new Set(items)];
        return unique.length > 0 ? unique : undefined;
      }),
    ),
  );
}

/** The list as a URL param: left out when empty. */
export const listParam = <T>(list: readonly T[]): T[] | undefined =>
  list.length > 0 ? [...list] : undefined;
