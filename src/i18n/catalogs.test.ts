/** Every message of the interface exists in both languages (ro is the source, en must translate it). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function untranslated(poFile: string): string[] {
  const text = readFileSync(poFile, 'utf8');
  const missing: string[] = [];
  const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
  for (const match of text.matchAll(entry)) {
    const [, id, translation] = match;
    if (id && !translation) missing.push(id);
  }
  return missing;
}

describe('translation catalogs', () => {
  it('has an English translation for every Romanian message', () => {
    const file = path.resolve(import.meta.dirname, '../locales/en/messages.po');
    expect(untranslated(file)).toEqual([]);
  });
});
