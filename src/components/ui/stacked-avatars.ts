/** What a stack of avatars shows: at most `max` people, then a "+N" for the rest. */
export function stackedAvatars<T>(items: readonly T[], max = 4): { shown: T[]; more: number } {
  const limit = Math.max(0, max);
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
