import { describe, expect, it } from 'vitest';
import { blockLanes } from './block-lanes.ts';

const at = (hour: number, minute = 0) => Date.UTC(2027, 2, 8, hour, minute);

describe('blockLanes', () => {
  it('gives back-to-back appointments the whole width', () => {
    const lanes = blockLanes([
      { id: 'a', start: at(9), end: at(9, 30) },
      { id: 'b', start: at(9, 30), end: at(10) },
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get('b')).toEqual({ lane: 0, lanes: 1 });
  });

  it('puts a refused booking beside the appointment holding its slot', () => {
    const lanes = blockLanes([
      { id: 'held', start: at(10), end: at(11) },
      { id: 'refused', start: at(10, 30), end: at(11) },
      { id: 'later', start: at(12), end: at(12, 30) },
    ]);
    expect(lanes.get('held')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('refused')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('later')).toEqual({ lane: 0, lanes: 1 });
  });

  it('reuses a lane freed inside a group', () => {
    const lanes = blockLanes([
      { id: 'long', start: at(9), end: at(12) },
      { id: 'first', start: at(9), end: at(10) },
      { id: 'second', start: at(10), end: at(11) },
    ]);
    expect(lanes.get('first')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('second')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('long')).toEqual({ lane: 1, lanes: 2 });
  });
});
