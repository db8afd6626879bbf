/**
 * Why a picked file was not attached, in the user's language: the document list's Attach and the
 * documents record item's dialog say the same. The kinds are named as a clinic knows them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttachOutcome } from './attach-document.ts';
import { DOCUMENT_MAX_BYTES } from './document-file-rules.ts';
import type { DocumentKind } from './document-kind.ts';

/** A document's kind as the refusal names it ("its content is …"). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  pdf: msg`un PDF`,
  word: msg`un document Word`,
  excel: msg`un registru Excel`,
  powerpoint: msg`o prezentare PowerPoint`,
  office97: msg`un document Office 97–2003 (Word, Excel sau PowerPoint)`,
  zip: msg`o arhivă ZIP`,
  rar: msg`o arhivă RAR`,
  image: msg`o imagine`,
};

export function documentRefusal(
  outcome: Exclude<AttachOutcome, { ok: true }>,
  name: string,
  i18n: I18n,
): string {
  switch (outcome.problem) {
    case 'too_large': {
      const limit = DOCUMENT_MAX_BYTES / (1024 * 1024);
      return i18n._(msg`${name}: fișierul depășește ${limit} MB.`);
    }
    case 'wrong_type':
      return i18n._(
        msg`${name}: sunt acceptate fișiere PDF, Word, Excel, PowerPoint, ZIP, RAR și imagini (JPEG, PNG, GIF, WebP).`,
      );
    case 'mismatch': {
      const actual = i18n._(DOCUMENT_KIND_LABELS[outcome.actual]);
      return i18n._(
        msg`${name}: conținutul este ${actual}, altceva decât spune numele fișierului. Alegeți fișierul potrivit sau redenumiți-l.`,
      );
    }
    case 'empty':
      return i18n._(msg`${name}: fișierul este gol.`);
    default:
      return i18n._(msg`${name}: fișierul nu a putut fi citit.`);
  }
}
