/**
 * `npm test`: every check CI runs, stopping at the first stage that fails, then how long each step
 * took (so a slow step shows where it is, and machines compare). Each step is an npm script or
 * command of its own, which can be run alone.
 *
 * The steps of a stage run side by side, each one's output printed whole when it ends. Only the
 * checks and the build share a stage (Panda's generated styled-system/ is already there: `npm ci`
 * runs `prepare`): the tests measure timings (the backend's fairness, the sync's reconnects) and
 * the end-to-end tests use both cores, so each test step has the machine to itself.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: readonly string[];
}

const STAGES: readonly (readonly Step[])[] = [
  [
    { name: 'lint (Biome)', command: ['npm', 'run', '--silent', 'lint'] },
    // `typecheck` and `build:test` without their `panda codegen`, which two at once would write
    // under each other.
    { name: 'types (tsc)', command: ['npm', 'run', '--silent', 'typecheck:generated'] },
    { name: 'build (dist/, no source maps)', command: ['npm', 'run', '--silent', 'build:test:generated'] },
    // Every string of the code in the ro/en catalogs, translated (scripts/check-catalogs.ts).
    { name: 'catalogs (ro/en)', command: ['npm', 'run', '--silent', 'i18n:check'] },
  ],
  [{ name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] }],
  // One after another: beside the sync tests, the backend's fairness test (a one-row request
  // answered while a 40-request burst waits) missed its bound, 18 of the burst done against < 10.
  [{ name: 'backend', command: ['npm', 'run', '--silent', 'test:backend'] }],
  [{ name: 'backend on PostgreSQL 15', command: ['npm', 'run', '--silent', 'test:postgres-15'] }],
  [{ name: 'sync', command: ['npx', 'vitest', 'run', '--project', 'sync', '--passWithNoTests'] }],
  [{ name: 'e2e (Playwright)', command: ['npx', 'playwright', 'test'] }],
  [{ name: 'bench smoke', command: ['npm', 'run', '--silent', 'bench', '--', '--smoke'] }],
  [{ name: 'quick load test', command: ['npm', 'run', '--silent', 'load', '--', '--quick'] }],
];

/** Runs a step; alone it prints as it goes, beside others its output comes whole at its end. */
function run(step: Step, alone: boolean): Promise<number> {
  return new Promise((resolve) => {
    const [program = 'npm', ...args] = step.command;
    const child = spawn(program, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      if (!alone) {
        console.log(`\n▼ ${step.name}:`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code);
    };
    child.once('error', () => finish(1));
    child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** m:ss, rounded to the second first (539.6 s is 9:00, not 8:60). */
const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const timings: { name: string; ms: number; code: number }[] = [];
const started = performance.now();
let failed = 0;
for (const stage of STAGES) {
  const alone = stage.length === 1;
  for (const step of stage) console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const codes = await Promise.all(
    stage.map(async (step) => {
      const stepStarted = performance.now();
      const code = await run(step, alone);
      timings.push({ name: step.name, ms: performance.now() - stepStarted, code });
      return code;
    }),
  );
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed !== 0) break;
}

console.log('\nnpm test, step by step (m:ss; the steps of a stage side by side):');
for (const timing of timings)
  console.log(
    `  ${minutes(timing.ms).padStart(6)}  ${timing.name}${timing.code === 0 ? '' : `  FAILED (exit ${timing.code})`}`,
  );
console.log(`  ${minutes(performance.now() - started).padStart(6)}  in all`);
process.exit(failed);
