import { describe, expect, it } from 'vitest';
import { settledChanges } from './settled-changes.ts';
import { documentKey } from './sync-meta-store.ts';

const key = (id: string) => documentKey('patients', id);

function settle(stored: string[], earlierRun: string[] = []) {
  const ids = ['present', 'on-its-way', 'crashed'];
  return settledChanges({
    collection: 'patients',
    ids,
    snapshot: new Map(ids.map((id) => [key(id), `tag-${id}`])),
    stored: new Set(stored),
    markedInEarlierRun: (id) => earlierRun.includes(id),
  });
}

describe('settledChanges', () => {
  it('keeps the mark of a document absent because its write of this run is still on its way', () => {
    expect(settle(['present']).has(key('on-its-way'))).toBe(false);
  });

  it('settles the mark an earlier run left of a write that never happened', () => {
    const settled = settle(['present'], ['crashed', 'present']);
    expect(settled.get(key('crashed'))).toBe('tag-crashed');
    // Present: it waits for its push, whichever run marked it.
    expect(settled.has(key('present'))).toBe(false);
  });
});
