/**
 * Lints files that exist only for a test with the project's own biome.json, in a throw-away copy
 * (biome reads its config from the folder), and answers biome's output: the architecture tests use
 * it to prove that a rule still refuses what it is there for.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const projectRoot = new URL('../../', import.meta.url).pathname;

/** `files`: path in the project → source. */
export function lintInCopy(files: Readonly<Record<string, string>>): string {
  const folder = mkdtempSync(join(tmpdir(), 'cabinet-lint-'));
  try {
    const config = JSON.parse(readFileSync(join(projectRoot, 'biome.json'), 'utf8'));
    config.$schema = undefined;
    config.vcs = { enabled: false };
    writeFileSync(join(folder, 'biome.json'), JSON.stringify(config));
    for (const [path, source] of Object.entries(files)) {
      const file = join(folder, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
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
