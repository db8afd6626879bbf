/**
 * A promise nobody awaits, catches or marks `void` is refused by the linter (issue 38, point 5):
 * a failed save or sync call would otherwise vanish without a log or a message. Lints two files
 * with the project's own biome.json, as layer-rules.test.ts does for the import rules.
 */
import { describe, expect, it } from 'vitest';
import { lintInCopy as lint } from './lint-in-copy.ts';

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
