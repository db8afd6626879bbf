/**
 * One tsconfig per runtime (tsconfig.browser/worker/node/tests/deno.json): each gives its code the
 * globals its runtime has and no others. A probe file is type-checked under each runtime's
 * settings, so a config that starts to lend another runtime's globals (Node's in the browser, the
 * page's in the service worker) fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = new URL('../../', import.meta.url).pathname;

const PROBES = {
  node: 'export const probe = process.env.HOME;\n',
  page: 'export const probe = document.title;\n',
  window: 'export const probe = window.location.href;\n',
  worker: 'declare const self: ServiceWorkerGlobalScope;\nexport const probe = self.registration;\n',
};

/** The probes a runtime's settings refuse, by name. */
function refusedProbes(runtime: string): string[] {
  // Inside the project, so the config's type packages resolve from its node_modules.
  const folder = mkdtempSync(join(projectRoot, '.types-probe-'));
  try {
    for (const [name, source] of Object.entries(PROBES)) writeFileSync(join(folder, `${name}.ts`), source);
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ extends: `../tsconfig.${runtime}.json`, include: ['*.ts'], exclude: [] }),
    );
    const run = spawnSync(join(projectRoot, 'node_modules/.bin/tsc'), ['--noEmit', '-p', folder], {
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    return Object.keys(PROBES).filter((name) =>
      new RegExp(`${name}\\.ts\\(\\d+,\\d+\\): error`).test(output),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('one tsconfig per runtime', () => {
  it.each([
    ['browser', ['node', 'worker']],
    ['worker', ['node', 'page', 'window']],
    ['node', ['page', 'window', 'worker']],
    ['deno', ['page', 'window']],
    ['tests', ['worker']],
  ])('%s refuses %j', (runtime, refused) => {
    expect(refusedProbes(runtime)).toEqual(refused);
  });
});
