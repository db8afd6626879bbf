import { describe, expect, it } from 'vitest';
import { settledChanges } from './settled-changes.ts';
import { documentKey } from './sync-meta-store.ts';

type Doc = { id: string; name: string };

const key = (id: string) => documentKey('patients', id);

function settle(stored: Doc[], pushed: Record<string, Doc>, earlierRun: string[] = []) {
  const ids = ['pushed', 'edited-since', 'on-its-way', 'crashed', 'never-pushed'];
  return settledChanges<Doc>({
    collection: 'patients',
    ids,
    snapshot: new Map(ids.map((id) => [key(id), `tag-${id}`])),
    stored: new Map(stored.map((doc) => [doc.id, doc])),
    pushed,
    markedInEarlierRun: (id) => earlierRun.includes(id),
    isEqual: (a, b) => a.id === b.id && a.name === b.name,
  });
}

describe('settledChanges', () => {
  const stored = [
    { id: 'pushed', name: 'Ana' },
    { id: 'edited-since', name: 'Ioana' },
    { id: 'never-pushed', name: 'Maria' },
  ];
  const pushed = {
    pushed: { id: 'pushed', name: 'Ana' },
    'edited-since': { id: 'edited-since', name: 'Ioan' },
  };

  it('settles a document whose state RxDB holds as pushed, and no other present one', () => {
    expect([...settle(stored, pushed).keys()]).toEqual([key('pushed')]);
  });

  it('keeps the mark of a document absent because its write of this run is still on its way', () => {
    expect(settle(stored, pushed).has(key('on-its-way'))).toBe(false);
  });

  it('settles the mark an earlier run left of a write that never happened', () => {
    const settled = settle(stored, pushed, ['crashed', 'never-pushed']);
    expect(settled.get(key('crashed'))).toBe('tag-crashed');
    // Present and never pushed: it waits, whichever run marked it.
    expect(settled.has(key('never-pushed'))).toBe(false);
  });
});
