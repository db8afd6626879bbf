/** The ro/en catalog check of `npm test` (issue 38, point 6): what it reads and what it refuses. */
import { describe, expect, it } from 'vitest';
import { catalogProblems, parsePo } from '../../scripts/catalog-check.ts';

const EN = `msgid ""
msgstr ""
"Language: en\\n"

#: src/a.tsx
msgid "Salvează"
msgstr "Save"

#: src/b.tsx
msgctxt "nume de familie"
msgid "Nume"
msgstr "Last name"

msgid ""
"Un mesaj lung "
"pe două rânduri"
msgstr ""
"A long message "
"on two lines"

msgid "Fără traducere"
msgstr ""

msgid "Ghilimele \\"interioare\\""
msgstr "Inner \\"quotes\\""
`;

describe('the catalog check', () => {
  it('reads PO entries with context, continuation lines and escapes, the header left out', () => {
    expect(parsePo(EN)).toEqual([
      { key: 'Salvează', msgstr: 'Save' },
      { key: 'nume de familie\u0004Nume', msgstr: 'Last name' },
      { key: 'Un mesaj lung pe două rânduri', msgstr: 'A long message on two lines' },
      { key: 'Fără traducere', msgstr: '' },
      { key: 'Ghilimele "interioare"', msgstr: 'Inner "quotes"' },
    ]);
  });

  it('finds a string never extracted, one the code dropped, and an empty translation', () => {
    const committed = parsePo(EN);
    const extracted = [
      ...committed.filter((entry) => entry.key !== 'Salvează'),
      { key: 'Mesaj nou', msgstr: '' },
    ];
    expect(catalogProblems(extracted, committed)).toEqual({
      notExtracted: ['Mesaj nou'],
      stale: ['Salvează'],
      untranslated: ['Fără traducere'],
    });
  });

  it('passes catalogs that match the code, every message translated', () => {
    const committed = parsePo(EN).filter((entry) => entry.msgstr !== '');
    expect(catalogProblems(committed, committed)).toEqual({ notExtracted: [], stale: [], untranslated: [] });
  });
});
