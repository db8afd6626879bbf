/**
 * What is wrong between the code's strings and the ro/en catalogs (issue 38, point 6), pure: the
 * check script extracts the code's messages afresh and hands both sides here. Wrong: a message in
 * the code that the committed catalogs lack (never extracted), one the catalogs keep that the code
 * no longer has (extracted, then the code changed), and an English message left untranslated.
 */

export interface PoEntry {
  /** msgctxt and msgid, joined as gettext does (context \u0004 id). */
  key: string;
  msgstr: string;
}

/** A quoted PO string's value: escapes read as the PO format writes them. */
function unquote(quoted: string): string {
  const inner = quoted.trim().replace(/^"/, '').replace(/"$/, '');
  return inner.replace(/\\(.)/g, (_, escaped: string) =>
    escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped,
  );
}

/** The entries of a PO file (the header, msgid "", left out). */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let context: string | null = null;
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  const current = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (field !== null && current.msgid !== '') {
      entries.push({
        key: context === null ? current.msgid : `${context}\u0004${current.msgid}`,
        msgstr: current.msgstr,
      });
    }
    context = null;
    field = null;
    current.msgctxt = '';
    current.msgid = '';
    current.msgstr = '';
  };
  for (const line of text.split(/\r?\n/)) {
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")\s*$/.exec(line);
    if (keyword) {
      const [, name = '', value = '""'] = keyword;
      if (name === 'msgctxt' || (name === 'msgid' && field === 'msgstr')) flush();
      field = name as 'msgctxt' | 'msgid' | 'msgstr';
      current[field] = unquote(value);
      if (field === 'msgctxt') context = current.msgctxt;
      continue;
    }
    if (/^".*"\s*$/.test(line) && field !== null) {
      current[field] += unquote(line);
      if (field === 'msgctxt') context = current.msgctxt;
      continue;
    }
    if (line.trim() === '' && field === 'msgstr') flush();
  }
  flush();
  return entries;
}

export interface CatalogProblems {
  /** In the code, missing from the committed catalogs: run `npm run i18n:extract`. */
  notExtracted: string[];
  /** In the committed catalogs, no longer in the code: run `npm run i18n:extract`. */
  stale: string[];
  /** In the English catalog without a translation. */
  untranslated: string[];
}

export function catalogProblems(
  extracted: readonly PoEntry[],
  committedEn: readonly PoEntry[],
): CatalogProblems {
  const inCode = new Set(extracted.map((entry) => entry.key));
  const inCatalog = new Set(committedEn.map((entry) => entry.key));
  return {
    notExtracted: [...inCode].filter((key) => !inCatalog.has(key)).sort(),
    stale: [...inCatalog].filter((key) => !inCode.has(key)).sort(),
    untranslated: committedEn
      .filter((entry) => inCode.has(entry.key) && entry.msgstr.trim() === '')
      .map((entry) => entry.key)
      .sort(),
  };
}
