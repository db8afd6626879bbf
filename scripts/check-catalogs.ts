/**
 * `npm run i18n:check` (a step of `npm test`): fails when a string in the code is missing from the
 * ro/en catalogs, the catalogs keep strings the code dropped, or an English translation is empty.
 * The code's messages are extracted afresh into a throw-away folder (Lingui's own extractor, the
 * project's settings), so the committed catalogs are never written here.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { catalogProblems, parsePo } from './catalog-check.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

const folder = await mkdtemp(path.join(tmpdir(), 'cabinet-catalogs-'));
try {
  const config = path.join(folder, 'lingui.config.mjs');
  await writeFile(
    config,
    `import { formatter } from ${JSON.stringify(path.join(ROOT, 'node_modules/@lingui/format-po/dist/po.mjs'))};
export default {
  rootDir: ${JSON.stringify(ROOT)},
  sourceLocale: 'ro',
  locales: ['ro'],
  catalogs: [{
    path: ${JSON.stringify(path.join(folder, '{locale}', 'messages'))},
    include: ['<rootDir>/src'],
    exclude: ['**/*.test.*', '**/locales/**'],
  }],
  format: formatter({ lineNumbers: false }),
};
`,
  );
  await run(path.join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: ROOT });
  const extracted = parsePo(await readFile(path.join(folder, 'ro', 'messages.po'), 'utf8'));
  const committedEn = parsePo(await readFile(path.join(ROOT, 'src/locales/en/messages.po'), 'utf8'));
  const problems = catalogProblems(extracted, committedEn);
  const lines = [
    ...problems.notExtracted.map((key) => `in the code, not in the catalogs: ${JSON.stringify(key)}`),
    ...problems.stale.map((key) => `in the catalogs, no longer in the code: ${JSON.stringify(key)}`),
    ...problems.untranslated.map((key) => `no English translation: ${JSON.stringify(key)}`),
  ];
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    console.error(
      `\n${lines.length} catalog problem(s): run \`npm run i18n:extract\` and fill the English msgstr in src/locales/en/messages.po.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`catalogs: ${extracted.length} messages, each in ro and en`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
