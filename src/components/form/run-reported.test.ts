import { describe, expect, it } from 'vitest';
import { runReported, type SaveReporters } from './run-reported.ts';

function recorder() {
  const said: string[] = [];
  const report: SaveReporters = {
    error: (message) => said.push(`error: ${message}`),
    success: (message) => said.push(`success: ${message}`),
    log: (line, cause) => said.push(`log: ${line}: ${String(cause)}`),
  };
  return { said, report };
}

describe('runReported', () => {
  it('answers the value and says the success message', async () => {
    const { said, report } = recorder();
    const outcome = await runReported(
      async () => 42,
      { failed: 'Nu s-a salvat', succeeded: 'Salvat', log: 'Saving' },
      report,
    );
    expect(outcome).toEqual({ ok: true, value: 42 });
    expect(said).toEqual(['success: Salvat']);
  });

  it('says nothing on success when the screen has no message', async () => {
    const { said, report } = recorder();
    await runReported(async () => undefined, { failed: 'Nu s-a salvat', log: 'Saving' }, report);
    expect(said).toEqual([]);
  });

  it('logs the cause once and says the failure message, without throwing', async () => {
    const { said, report } = recorder();
    const cause = new Error('disk full');
    const outcome = await runReported(
      async () => {
        throw cause;
      },
      { failed: 'Nu s-a salvat', succeeded: 'Salvat', log: 'Saving the partner failed' },
      report,
    );
    expect(outcome).toEqual({ ok: false, error: cause });
    expect(said).toEqual(['log: Saving the partner failed: Error: disk full', 'error: Nu s-a salvat']);
  });
});
