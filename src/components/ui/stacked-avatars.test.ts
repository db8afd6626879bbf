import { describe, expect, it } from 'vitest';
import { stackedAvatars } from './stacked-avatars.ts';

describe('stackedAvatars', () => {
  it('shows everyone up to the maximum', () => {
    expect(stackedAvatars(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
  });
  it('shows four then +N', () => {
    expect(stackedAvatars(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
  });
  it('handles an empty list and a custom maximum', () => {
    expect(stackedAvatars([], 4)).toEqual({ shown: [], more: 0 });
    expect(stackedAvatars([1, 2, 3], 1)).toEqual({ shown: [1], more: 2 });
  });
});
