/**
 * Runs one scenario of the bench so that its failure (a time limit passed, a page that stopped
 * answering) is recorded instead of ending the run: the other scenarios still give their figures
 * and the table says what is missing and why (issue 19, "the instrument survives what it
 * measures").
 */
import type { Measure, Shortfall } from './bench-results.ts';

export async function measureOrRecord(
  scenario: string,
  shortfalls: Shortfall[],
  log: (line: string) => void,
  work: () => Promise<Measure[]>,
): Promise<Measure[]> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] || error.name : String(error);
    log(`${scenario}: not measured (${message}); going on`);
    shortfalls.push({ scenario, message });
    return [];
  }
}

/** The message a figure keeps for a run that passed its time limit. */
export function notWithin(what: string, limitMs: number): string {
  return `${what} within ${Math.round(limitMs / 1000)} s`;
}
