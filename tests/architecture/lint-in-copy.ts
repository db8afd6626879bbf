/**
 * Lints files that exist only for a test with the project's own biome.json, in a throw-away copy
 * (biome reads its config from the folder), and answers biome's output: the architecture tests use
 * it to prove that a rule still refuses what it is there for.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/** A case of an import rule: its name, the path of the file it stands for, the import. */
export type ImportCase = readonly [name: string, path: string, source: string];

/** A case's file: the path it stands for, numbered so two cases at one path stay apart. */
export const caseFile = (path: string, index: number) =>
  path.replace(/(\.(test|spec))?\.tsx?$/, (ext) => `-${index}${ext}`);

/** Lints every case in one biome run, each as a file at its path; answers the paths refused. */
export function refusedImports(cases: readonly ImportCase[]): Set<string> {
  const files = Object.fromEntries(
    cases.map(([, path, source], index) => [
      caseFile(path, index),
      `${source}\nexport const used = imported;\n`,
    ]),
  );
  const refused = new Set<string>();
  for (const match of lintInCopy(files).matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm))
    refused.add(match[1] ?? '');
  return refused;
}

/** One describe: each forbidden import refused, each allowed one let through, all in one biome run. */
export function describeImportRules(
  title: string,
  forbidden: readonly ImportCase[],
  allowed: readonly ImportCase[],
) {
  describe(title, () => {
    let refused = new Set<string>();
    beforeAll(() => {
      refused = refusedImports([...forbidden, ...allowed]);
    });
    afterAll(() => refused.clear());

    it.each(forbidden.map((c, index) => [...c, index] as const))(
      'refuses %s',
      (_name, path, _source, index) => {
        expect(refused.has(caseFile(path, index))).toBe(true);
      },
    );
    it.each(allowed.map((c, index) => [...c, forbidden.length + index] as const))(
      'allows %s',
      (_name, path, _source, index) => {
        expect(refused.has(caseFile(path, index))).toBe(false);
      },
    );
  });
}
