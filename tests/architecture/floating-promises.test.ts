/**
 * A promise nobody awaits, catches or marks `void` is refused by the linter (issue 38, point 5):
 * a failed save or sync call would otherwise vanish without a log or a message. Lints two files
 * with the project's own biome.json, as layer-rules.test.ts does for the import rules.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = new URL('../../', import.meta.url).pathname;

function lint(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'cabinet-floating-'));
  try {
    const config = JSON.parse(readFileSync(join(projectRoot, 'biome.json'), 'utf8'));
    config.$schema = undefined;
    config.vcs = { enabled: false };
    writeFileSync(join(folder, 'biome.json'), JSON.stringify(config));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), source);
    }
    const run = spawnSync(
      join(projectRoot, 'node_modules/.bin/biome'),
      ['lint', '--max-diagnostics=none', '.'],
      {
        cwd: folder,
        encoding: 'utf8',
      },
    );
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const SAVE = 'async function save(): Promise<void> {}\n';

describe('floating promises', () => {
  it('refuses a promise left floating, and lets one awaited, caught or marked void pass', () => {
    const output = lint({
      'src/lib/floating.ts': `${SAVE}export function run(): void {\n  save();\n}\n`,
      'src/lib/handled.ts': `${SAVE}export async function run(): Promise<void> {\n  await save();\n  save().catch(() => undefined);\n  void save();\n}\n`,
    });
    expect(output).toMatch(/floating\.ts:3:3 lint\/nursery\/noFloatingPromises/);
    expect(output).not.toMatch(/handled\.ts:\d+:\d+ lint\/nursery\/noFloatingPromises/);
  });
});
