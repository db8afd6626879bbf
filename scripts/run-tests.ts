/**
 * `npm test`: every check CI runs, one after another, stopping at the first that fails, then how
 * long each took (so a slow step shows where it is, and machines compare). Each step is an npm
 * script or command of its own, which can be run alone.
 */
import { spawn } from 'node:child_process';

const STEPS: readonly { name: string; command: readonly string[] }[] = [
  { name: 'lint (Biome)', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'types (tsc)', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'build (dist/, no source maps)', command: ['npm', 'run', '--silent', 'build:test'] },
  { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'backend', command: ['npm', 'run', '--silent', 'test:backend'] },
  { name: 'sync', command: ['npx', 'vitest', 'run', '--project', 'sync', '--passWithNoTests'] },
  { name: 'e2e (Playwright)', command: ['npx', 'playwright', 'test'] },
  { name: 'bench smoke', command: ['npm', 'run', '--silent', 'bench', '--', '--smoke'] },
  { name: 'quick load test', command: ['npm', 'run', '--silent', 'load', '--', '--quick'] },
];

function run(command: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const [program = 'npm', ...args] = command;
    const child = spawn(program, args, { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

const timings: { name: string; ms: number; code: number }[] = [];
let failed = 0;
for (const step of STEPS) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const code = await run(step.command);
  timings.push({ name: step.name, ms: performance.now() - started, code });
  if (code !== 0) {
    failed = code;
    break;
  }
}

const total = timings.reduce((sum, timing) => sum + timing.ms, 0);
console.log('\nnpm test, step by step (m:ss):');
for (const timing of timings)
  console.log(
    `  ${minutes(timing.ms).padStart(6)}  ${timing.name}${timing.code === 0 ? '' : `  FAILED (exit ${timing.code})`}`,
  );
console.log(`  ${minutes(total).padStart(6)}  in all`);
process.exit(failed);
