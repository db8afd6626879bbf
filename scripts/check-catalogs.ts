/**
 * `npm run i18n:check` (a step of `npm test`): fails when a string in the code is missing from the
 * ro/en catalogs, the catalogs keep strings the code dropped, or an English translation is empty;
 * for the edge functions' catalog, also when its compiled TypeScript (which Deno imports) is not
 * the committed .po files compiled. The code's messages are extracted afresh into a throw-away
 * folder (Lingui's own extractor, the project's settings), so the committed files are never
 * written here.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { catalogProblems, parsePo } from './catalog-check.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LINGUI = path.join(ROOT, 'node_modules/.bin/lingui');
const run = promisify(execFile);

interface Catalog {
  /** Where its messages are written in the code. */
  include: string;
  /** The committed catalogs' folder (`{locale}/messages.po`). */
  folder: string;
  /** Whether the compiled `{locale}/messages.ts` is committed too. */
  compiled: boolean;
}

const CATALOGS: Catalog[] = [
  { include: 'src', folder: 'src/locales', compiled: false },
  { include: 'supabase/functions', folder: 'supabase/functions/_shared/locales', compiled: true },
];

async function writeConfig(folder: string, locales: string[], catalogPath: string, include: string) {
  const config = path.join(folder, 'lingui.config.mjs');
  await writeFile(
    config,
    `import { formatter } from ${JSON.stringify(path.join(ROOT, 'node_modules/@lingui/format-po/dist/po.mjs'))};
export default {
  rootDir: ${JSON.stringify(ROOT)},
  sourceLocale: 'ro',
  locales: ${JSON.stringify(locales)},
  catalogs: [{
    path: ${JSON.stringify(catalogPath)},
    include: [${JSON.stringify(`<rootDir>/${include}`)}],
    exclude: ['**/*.test.*', '**/locales/**'],
  }],
  format: formatter({ lineNumbers: false }),
};
`,
  );
  return config;
}

async function problemsOf(catalog: Catalog, work: string): Promise<string[]> {
  const extractedAt = path.join(work, 'extracted');
  await mkdir(extractedAt, { recursive: true });
  const config = await writeConfig(
    extractedAt,
    ['ro'],
    path.join(extractedAt, '{locale}', 'messages'),
    catalog.include,
  );
  await run(LINGUI, ['extract', '--config', config], { cwd: ROOT });
  const extracted = parsePo(await readFile(path.join(extractedAt, 'ro', 'messages.po'), 'utf8'));
  const committed = path.join(ROOT, catalog.folder);
  const committedEn = parsePo(await readFile(path.join(committed, 'en', 'messages.po'), 'utf8'));
  const problems = catalogProblems(extracted, committedEn);
  const where = `(${catalog.folder})`;
  const lines = [
    ...problems.notExtracted.map(
      (key) => `in the code, not in the catalogs ${where}: ${JSON.stringify(key)}`,
    ),
    ...problems.stale.map((key) => `in the catalogs ${where}, no longer in the code: ${JSON.stringify(key)}`),
    ...problems.untranslated.map((key) => `no English translation ${where}: ${JSON.stringify(key)}`),
  ];
  if (!catalog.compiled) return lines;
  // The committed .po files compiled afresh must be the committed .ts files.
  const compiledAt = path.join(work, 'compiled');
  for (const locale of ['ro', 'en']) {
    await mkdir(path.join(compiledAt, locale), { recursive: true });
    await copyFile(path.join(committed, locale, 'messages.po'), path.join(compiledAt, locale, 'messages.po'));
  }
  const compileConfig = await writeConfig(
    compiledAt,
    ['ro', 'en'],
    path.join(compiledAt, '{locale}', 'messages'),
    catalog.include,
  );
  await run(LINGUI, ['compile', '--typescript', '--config', compileConfig], { cwd: ROOT });
  for (const locale of ['ro', 'en']) {
    const fresh = await readFile(path.join(compiledAt, locale, 'messages.ts'), 'utf8');
    const stored = await readFile(path.join(committed, locale, 'messages.ts'), 'utf8').catch(() => '');
    if (fresh !== stored) lines.push(`${catalog.folder}/${locale}/messages.ts is not its .po compiled`);
  }
  return lines;
}

const work = await mkdtemp(path.join(tmpdir(), 'cabinet-catalogs-'));
try {
  const lines: string[] = [];
  for (const [index, catalog] of CATALOGS.entries()) {
    lines.push(...(await problemsOf(catalog, path.join(work, String(index)))));
  }
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    console.error(
      `\n${lines.length} catalog problem(s): run \`npm run i18n:extract\`, fill the English msgstr in the en/messages.po named, and run \`npm run i18n:compile\`.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `catalogs: ${CATALOGS.map((catalog) => catalog.folder).join(', ')}: each message in ro and en`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
