import { describe, expect, it } from 'vitest';
import { parseServerChange, wakeupTopics } from './server-wakeups.ts';

describe('parseServerChange', () => {
  it('reads the collection and the transaction of a wake-up', () => {
    expect(parseServerChange({ table: 'appointments', txid: '18446744073709551615' })).toEqual({
      collection: 'appointments',
      txid: 18446744073709551615n,
    });
  });

  it('ignores what is not a wake-up of a synced collection', () => {
    for (const payload of [
      null,
      'patients',
      { table: 'patients' },
      { table: 'auth.users', txid: '5' },
      { table: 'patients', txid: '-5' },
      { table: 'patients', txid: 5 },
      { table: 'patients', txid: '1e9' },
    ]) {
      expect(parseServerChange(payload)).toBeNull();
    }
  });
});

describe('wakeupTopics', () => {
  it('are the clinic’s own channel and the shared one', () => {
    expect(wakeupTopics('c1')).toEqual(['clinic:c1', 'cabinet:all']);
  });
});
