/**
 * Every message of the interface exists in both languages (ro is the source, en must translate it).
 * The same reading as `npm run i18n:check` (scripts/catalog-check.ts), which also compares the
 * catalogs with the strings of the code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../scripts/catalog-check.ts';

describe('translation catalogs', () => {
  it('has an English translation for every Romanian message', () => {
    const file = path.resolve(import.meta.dirname, '../locales/en/messages.po');
    const untranslated = parsePo(readFileSync(file, 'utf8'))
      .filter((entry) => entry.msgstr.trim() === '')
      .map((entry) => entry.key);
    expect(untranslated).toEqual([]);
  });
});
