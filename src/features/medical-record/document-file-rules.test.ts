import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  documentStoragePath,
  storageFileName,
} from './document-file-rules.ts';

const PDF = new TextEncoder().encode('%PDF-1.7');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = new TextEncoder().encode('GIF89a..');

describe('a document to attach', () => {
  it('is a PDF, PNG or JPEG by its bytes', () => {
    expect(checkDocumentFile(PDF, 1000)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkDocumentFile(PNG, 1000)).toEqual({ ok: true, type: 'image/png' });
    expect(checkDocumentFile(GIF, 1000)).toEqual({ ok: false, problem: 'wrong_type' });
  });

  it('is refused empty or above 20 MB', () => {
    expect(checkDocumentFile(PDF, 0)).toEqual({ ok: false, problem: 'empty' });
    expect(checkDocumentFile(PDF, DOCUMENT_MAX_BYTES)).toMatchObject({ ok: true });
    expect(checkDocumentFile(PDF, DOCUMENT_MAX_BYTES + 1)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('is stored under the clinic and patient, with a safe name', () => {
    expect(storageFileName('Analize ștefan (1).pdf')).toBe('Analize_stefan_1_.pdf');
    expect(storageFileName('...')).toBe('document');
    expect(documentStoragePath('c', 'p', 'd', 'Rezultat.pdf')).toBe('c/p/d-Rezultat.pdf');
  });
});
