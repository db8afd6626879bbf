/**
 * What one request may ask to embed (issue 17, finding 8): 40 concurrent requests of
 * `appointments(patients(appointments(…)))` nested 10 deep held every pooled connection, and a
 * one-row request from another clinic waited 6.8 s. Each embed level multiplies the rows read,
 * so the gateway refuses a select deeper than MAX_EMBED_DEPTH or with more than MAX_EMBEDS
 * embedded resources, before it reaches Postgres. The app embeds at most two levels.
 */
import { queryParamError } from './errors.ts';
import type { SelectItem } from './query-params.ts';

export const MAX_EMBED_DEPTH = 4;
export const MAX_EMBEDS = 16;

function measure(items: readonly SelectItem[], level: number): { depth: number; embeds: number } {
  let depth = level;
  let embeds = 0;
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const inner = measure(item.children, level + 1);
    depth = Math.max(depth, inner.depth);
    embeds += 1 + inner.embeds;
  }
  return { depth, embeds };
}

/** Throws a 400 when the select embeds too deep or too much. */
export function checkEmbedCost(select: readonly SelectItem[]): void {
  const { depth, embeds } = measure(select, 0);
  if (depth > MAX_EMBED_DEPTH) {
    throw queryParamError(
      `Embedding deeper than ${MAX_EMBED_DEPTH} levels is not allowed`,
      `The select embeds ${depth} levels deep`,
    );
  }
  if (embeds > MAX_EMBEDS) {
    throw queryParamError(
      `More than ${MAX_EMBEDS} embedded resources in one request are not allowed`,
      `The select embeds ${embeds} resources`,
    );
  }
}
