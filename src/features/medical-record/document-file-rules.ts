/**
 * What may be attached to a record item (issue 13): a PDF, JPEG or PNG, judged by the file's first
 * bytes rather than its name, up to DOCUMENT_MAX_BYTES; stored in the medical-documents bucket
 * under the clinic's folder (the storage policies require the clinic id first). Pure.
 */
import { type SniffedType, sniffFileType } from '#core/file-signature.ts';

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export type DocumentFileProblem = 'empty' | 'too_large' | 'wrong_type';

export type DocumentFileCheck = { ok: true; type: SniffedType } | { ok: false; problem: DocumentFileProblem };

export function checkDocumentFile(head: Uint8Array, size: number): DocumentFileCheck {
  if (size <= 0) return { ok: false, problem: 'empty' };
  if (size > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const type = sniffFileType(head);
  return type ? { ok: true, type } : { ok: false, problem: 'wrong_type' };
}

const MAX_NAME_LENGTH = 80;

/** A file name safe in a storage path: no diacritics, letters, digits, dot, dash and underscore. */
export function storageFileName(name: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-MAX_NAME_LENGTH);
  return safe === '' ? 'document' : safe;
}

/** `{clinic}/{patient}/{document}-{name}`: one object per document, never overwritten. */
export function documentStoragePath(
  clinicId: string,
  patientId: string,
  documentId: string,
  name: string,
): string {
  return `${clinicId}/${patientId}/${documentId}-${storageFileName(name)}`;
}
