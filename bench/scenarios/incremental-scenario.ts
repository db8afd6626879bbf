/**
 * Incremental sync: a task edited on device A through its local database, until device B's local
 * query shows it. B finds it on its next poll (every 3 s), so the figure includes waiting for the
 * poll; pauses between runs vary so the edits fall at different points of B's poll cycle. The
 * reference is the same edit written with supabase-js on A and read back with supabase-js on B.
 */
import { createRng } from '#supabase/seed/prng.ts';
import type { BenchDevice } from '../bench-device.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';

const SEEN_TIMEOUT_MS = 120_000;

export async function measureIncrementalSync(
  a: BenchDevice,
  b: BenchDevice,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const runs = options.incrementalRuns;
  const ids = await a.call('taskIds', runs * 2);
  const rng = createRng('bench-incremental');
  const sync: number[] = [];
  const reference: number[] = [];
  for (let run = 0; run < runs; run++) {
    const id = ids[run];
    const referenceId = ids[runs + run];
    if (!id || !referenceId) throw new Error('not enough tasks for the incremental sync runs');
    await new Promise((resolve) => setTimeout(resolve, rng.int(200, 1500)));
    const title = `Sarcină bench ${run + 1} ${Date.now()}`;
    await b.call('watchTaskTitle', id, title, SEEN_TIMEOUT_MS);
    const editedAt = await a.call('editTaskLocally', id, title);
    const seenAt = await b.call('seenAt');
    sync.push(seenAt - editedAt);

    const direct = `Sarcină directă ${run + 1} ${Date.now()}`;
    const writtenAt = await a.call('editTaskOnServer', referenceId, direct);
    const readAt = await b.call('readTaskFromServer', referenceId, direct);
    reference.push(readAt - writtenAt);
  }
  log(`incremental sync: ${sync.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  return [
    {
      id: 'incremental-sync',
      label: 'Incremental sync, write on A to shown on B',
      unit: 'ms',
      better: 'lower',
      samples: sync,
      references: [
        {
          kind: 'ceiling',
          label: 'supabase-js update on A, then select on B',
          samples: reference,
        },
      ],
      note: 'a task title edited in A’s local database until B’s local query shows it (B polls every 3 s)',
    },
  ];
}
