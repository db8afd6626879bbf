import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { judgeMissingParent, parentsAnswered, type WaitingSet, waitingParents } from './causal-order.ts';
import { isSyncRequestError } from './sync-request-error.ts';

/** A waiting set as pending-changes.ts keeps it: marks, answers, and the number of answers. */
function waitingSet(...waiting: string[]) {
  const keys = new Set(waiting);
  const answeredAt = new Map<string, number>();
  let answers = 0;
  const changed$ = new Subject<void>();
  const set: WaitingSet & { answer(key: string): void; mark(key: string): void; answers(): number } = {
    has: (collection, id) => keys.has(`${collection}/${id}`),
    changed$,
    acknowledgedSince: (collection, id, since) => (answeredAt.get(`${collection}/${id}`) ?? -1) > since,
    answer(key) {
      keys.delete(key);
      answers += 1;
      answeredAt.set(key, answers);
      changed$.next();
    },
    mark(key) {
      keys.add(key);
      changed$.next();
    },
    answers: () => answers,
  };
  return set;
}

const booking = { id: 'a1', clinic_id: 'c1', patient_id: 'p1', doctor_id: 'd1', created_by: 'd1' };
const fkey = (constraint: string) => ({
  code: '23503',
  constraint,
  message: 'violates foreign key constraint',
});

describe('a row goes after the rows it names', () => {
  it('finds the named rows that wait here', () => {
    expect(waitingParents(waitingSet('patients/p1', 'patients/p9'), 'appointments', [booking])).toEqual([
      { collection: 'patients', id: 'p1', column: 'patient_id' },
    ]);
    expect(waitingParents(waitingSet('tasks/p1'), 'appointments', [booking])).toEqual([]);
  });

  it('waits, with no time limit, until the parent is answered', async () => {
    const set = waitingSet('patients/p1', 'users/d1');
    let released = false;
    const wait = parentsAnswered(set, 'appointments', [booking], new AbortController().signal).then(() => {
      released = true;
    });
    set.answer('patients/p1');
    await Promise.resolve();
    expect(released).toBe(false);
    // Another change to the parent while it waits keeps the child waiting.
    set.mark('patients/p1');
    set.answer('users/d1');
    await Promise.resolve();
    expect(released).toBe(false);
    set.answer('patients/p1');
    await wait;
    expect(released).toBe(true);
  });

  it('goes at once when nothing it names waits', async () => {
    await parentsAnswered(waitingSet('patients/p2'), 'appointments', [booking], new AbortController().signal);
  });

  it('gives up when the sync pauses or stops, to be tried again later', async () => {
    const stop = new AbortController();
    const wait = parentsAnswered(waitingSet('patients/p1'), 'appointments', [booking], stop.signal);
    stop.abort();
    const error = await wait.catch((e: unknown) => e);
    expect(isSyncRequestError(error) && error.kind).toBe('stopped');
  });
});

describe('a "parent missing" refusal', () => {
  const never = async () => false;

  it('is sent again while the parent waits here', async () => {
    const set = waitingSet('patients/p1');
    const verdict = await judgeMissingParent('appointments', booking, fkey('appointments_patient_id_fkey'), {
      pending: set,
      sentAt: 0,
      refused: never,
    });
    expect(verdict).toEqual({
      kind: 'retry',
      parent: { collection: 'patients', id: 'p1', column: 'patient_id' },
    });
  });

  it('is sent again when the parent was answered after the child left', async () => {
    const set = waitingSet('patients/p1');
    const sentAt = set.answers();
    set.answer('patients/p1');
    const verdict = await judgeMissingParent('appointments', booking, fkey('appointments_patient_id_fkey'), {
      pending: set,
      sentAt,
      refused: never,
    });
    expect(verdict.kind).toBe('retry');
  });

  it('goes with its parent when the server refused the parent', async () => {
    const set = waitingSet();
    const verdict = await judgeMissingParent('appointments', booking, fkey('appointments_patient_id_fkey'), {
      pending: set,
      sentAt: 0,
      refused: async (collection, id) => collection === 'patients' && id === 'p1',
    });
    expect(verdict).toEqual({
      kind: 'parent_refused',
      parent: { collection: 'patients', id: 'p1', column: 'patient_id' },
    });
  });

  it('is final when the parent is neither here nor refused here', async () => {
    const set = waitingSet('users/d1');
    set.answer('patients/p1');
    const verdict = await judgeMissingParent('appointments', booking, fkey('appointments_patient_id_fkey'), {
      pending: set,
      sentAt: set.answers(),
      refused: never,
    });
    // The doctor waits here too, but the constraint says the patient is what the server lacks.
    expect(verdict).toEqual({ kind: 'final' });
  });

  it('suspects every named row when the constraint is not named', async () => {
    const verdict = await judgeMissingParent(
      'appointments',
      booking,
      { code: '23503', constraint: null, message: 'missing' },
      {
        pending: waitingSet('users/d1'),
        sentAt: 0,
        refused: never,
      },
    );
    expect(verdict).toMatchObject({ kind: 'retry', parent: { collection: 'users', id: 'd1' } });
  });
});
