/**
 * Prints, as the run's very last lines, the slowest tests and each failed test's error once more,
 * briefly: CI keeps only the tail of a long log, the line reporter prints a failure's message where
 * it happened, and the suite's time budget (well under 20 minutes in all) is spent test by test.
 */
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LINES_PER_ERROR = 14;
const SLOWEST_SHOWN = 12;

interface Failure {
  title: string;
  where: string;
  message: string;
}

interface Timing {
  title: string;
  file: string;
  ms: number;
}

function titleOf(test: TestCase): string {
  return test.titlePath().filter(Boolean).slice(1).join(' › ');
}

export default class FailureSummaryReporter implements Reporter {
  private readonly failures: Failure[] = [];
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timings.push({ title: titleOf(test), file: path.basename(test.location.file), ms: result.duration });
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.errors[0];
    const at = error?.location ?? test.location;
    this.failures.push({
      title: titleOf(test),
      where: `${at.file.replace(`${process.cwd()}/`, '')}:${at.line}`,
      message: (error?.message ?? result.status).replace(ANSI, ''),
    });
  }

  onEnd(_result: FullResult): void {
    this.printSlowest();
    if (this.failures.length === 0) return;
    console.log(`\nFailed (${this.failures.length}), first lines of each error:`);
    for (const failure of this.failures) {
      const lines = failure.message.split('\n').filter((line) => line.trim() !== '');
      console.log(`\n✘ ${failure.title}\n  at ${failure.where}`);
      for (const line of lines.slice(0, LINES_PER_ERROR)) console.log(`  ${line}`);
    }
  }

  private printSlowest(): void {
    if (this.timings.length === 0) return;
    const total = this.timings.reduce((sum, timing) => sum + timing.ms, 0);
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
    console.log(
      `\n${this.timings.length} tests took ${(total / 1000).toFixed(0)} s of worker time; the slowest:`,
    );
    for (const timing of slowest)
      console.log(`  ${(timing.ms / 1000).toFixed(1).padStart(6)} s  ${timing.title}`);
    const byFile = new Map<string, { ms: number; tests: number }>();
    for (const timing of this.timings) {
      const file = byFile.get(timing.file) ?? { ms: 0, tests: 0 };
      byFile.set(timing.file, { ms: file.ms + timing.ms, tests: file.tests + 1 });
    }
    console.log('By file, the costliest:');
    for (const [file, { ms, tests }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, SLOWEST_SHOWN))
      console.log(`  ${(ms / 1000).toFixed(0).padStart(6)} s  ${file} (${tests} tests)`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
