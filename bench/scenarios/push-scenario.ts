/**
 * Push after reconnecting: the device goes offline, the user edits patients, the network comes
 * back; the figure is the time from the 'online' event to nothing left waiting. The reference
 * sends the same number of edits straight to sync_push (the server's share of the work).
 */

import type { BenchDevice } from '../bench-device.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';

const DRAIN_TIMEOUT_MS = 5 * 60_000;

export async function measurePush(
  a: BenchDevice,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const edits = options.pushEdits;
  const drain: number[] = [];
  const direct: number[] = [];
  const editing: number[] = [];
  for (let run = 0; run < options.pushRuns; run++) {
    const offset = run * edits * 2;
    await a.context.setOffline(true);
    const prepared = await a.call('makeOfflineEdits', edits, offset, `rulare ${run + 1}`);
    if (prepared.edits !== edits) throw new Error(`only ${prepared.edits} patients to edit`);
    editing.push(prepared.editMs);
    await a.call('armDrain');
    await a.context.setOffline(false);
    const drained = await a.call('awaitDrain', DRAIN_TIMEOUT_MS);
    drain.push(drained.drainMs);
    const reference = await a.call('pushDirectly', edits, offset + edits, `direct ${run + 1}`);
    direct.push(reference.ms);
    log(
      `push ${run + 1}/${options.pushRuns}: ${edits} edits in ${prepared.editMs.toFixed(0)} ms offline, ` +
        `drained in ${drained.drainMs.toFixed(0)} ms; sync_push directly ${reference.ms.toFixed(0)} ms`,
    );
  }
  const count = edits.toLocaleString('en-US');
  return [
    {
      id: 'push-drain',
      label: `Push of ${count} offline edits on reconnect`,
      unit: 'ms',
      better: 'lower',
      samples: drain,
      references: [
        { kind: 'ceiling', label: `${count} changes sent straight to sync_push`, samples: direct },
      ],
      note: 'from the browser’s online event to no change waiting (100 changes per sync_push, as the sync sends them)',
    },
    {
      id: 'push-edits',
      label: `${count} offline edits written locally`,
      unit: 'ms',
      better: 'lower',
      samples: editing,
      references: [],
      note: 'updatePatient one after another while offline (validation, pending-change tracking, IndexedDB)',
    },
  ];
}
