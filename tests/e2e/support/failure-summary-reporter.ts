/**
 * Prints each failed test's error once more, briefly, as the run's very last lines: CI keeps only
 * the tail of a long log, and the line reporter prints a failure's message where it happened.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LINES_PER_ERROR = 14;

interface Failure {
  title: string;
  where: string;
  message: string;
}

export default class FailureSummaryReporter implements Reporter {
  private readonly failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.errors[0];
    const at = error?.location ?? test.location;
    this.failures.push({
      title: test.titlePath().filter(Boolean).slice(1).join(' › '),
      where: `${at.file.replace(`${process.cwd()}/`, '')}:${at.line}`,
      message: (error?.message ?? result.status).replace(ANSI, ''),
    });
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailed (${this.failures.length}), first lines of each error:`);
    for (const failure of this.failures) {
      const lines = failure.message.split('\n').filter((line) => line.trim() !== '');
      console.log(`\n✘ ${failure.title}\n  at ${failure.where}`);
      for (const line of lines.slice(0, LINES_PER_ERROR)) console.log(`  ${line}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
