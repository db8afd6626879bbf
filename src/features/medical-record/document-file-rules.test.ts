import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  documentStoragePath,
  storageFileName,
} from './document-file-rules.ts';

const text = (value: string) => new TextEncoder().encode(value);
const PDF = text('%PDF-1.7 …');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = text('GIF89a......');
const WEBP = new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const RAR4 = new Uint8Array([...text('Rar!'), 0x1a, 0x07, 0x00, 0xcf, 0x90, 0x73, 0, 0]);
const RAR5 = new Uint8Array([...text('Rar!'), 0x1a, 0x07, 0x01, 0x00, 0x33, 0x92, 0xb5, 0xe5]);
const EXE = text('MZ\x90\x00 this program');
const ooxml = (part: string) =>
  zipSync({
    '[Content_Types].xml': text('<Types/>'),
    '_rels/.rels': text('<Relationships/>'),
    [part]: text('<x/>'),
  });
const DOCX = ooxml('word/document.xml');
const XLSX = ooxml('xl/workbook.xml');
const PPTX = ooxml('ppt/presentation.xml');
const ZIP = zipSync({ 'rezultate/analize.csv': text('a;b') });

const check = (bytes: Uint8Array, name: string) => checkDocumentFile(bytes, bytes.length, name);

describe('a document to attach', () => {
  it('is every kind the spec lists, told by its content, with the MIME type it is stored under', () => {
    expect(check(PDF, 'bilet.pdf')).toEqual({ ok: true, kind: 'pdf', mimeType: 'application/pdf' });
    expect(check(DOCX, 'trimitere.docx')).toEqual({
      ok: true,
      kind: 'word',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(check(XLSX, 'analize.xlsx')).toMatchObject({ ok: true, kind: 'excel' });
    expect(check(PPTX, 'prezentare.pptx')).toMatchObject({ ok: true, kind: 'powerpoint' });
    expect(check(OLE, 'vechi.doc')).toEqual({ ok: true, kind: 'office97', mimeType: 'application/msword' });
    expect(check(OLE, 'vechi.xls')).toEqual({
      ok: true,
      kind: 'office97',
      mimeType: 'application/vnd.ms-excel',
    });
    expect(check(OLE, 'vechi.ppt')).toMatchObject({ ok: true, mimeType: 'application/vnd.ms-powerpoint' });
    expect(check(ZIP, 'arhiva.zip')).toEqual({ ok: true, kind: 'zip', mimeType: 'application/zip' });
    expect(check(RAR4, 'arhiva.rar')).toEqual({ ok: true, kind: 'rar', mimeType: 'application/vnd.rar' });
    expect(check(RAR5, 'arhiva.rar')).toMatchObject({ ok: true, kind: 'rar' });
    for (const [bytes, name, mimeType] of [
      [PNG, 'poza.png', 'image/png'],
      [JPEG, 'poza.jpg', 'image/jpeg'],
      [GIF, 'poza.gif', 'image/gif'],
      [WEBP, 'poza.webp', 'image/webp'],
    ] as const) {
      expect(check(bytes, name)).toEqual({ ok: true, kind: 'image', mimeType });
    }
  });

  it('decides by the content when the name claims nothing', () => {
    expect(check(DOCX, 'trimitere')).toMatchObject({ ok: true, kind: 'word' });
    expect(check(PDF, 'scan.tmp')).toMatchObject({ ok: true, kind: 'pdf' });
    // A ZIP holding an OOXML document is still what .zip says.
    expect(check(DOCX, 'trimitere.zip')).toMatchObject({ ok: true, kind: 'word' });
  });

  it('refuses a file whose name claims one kind and whose content is another', () => {
    expect(check(PDF, 'trimitere.docx')).toEqual({ ok: false, problem: 'mismatch', actual: 'pdf' });
    expect(check(ZIP, 'analize.xlsx')).toEqual({ ok: false, problem: 'mismatch', actual: 'zip' });
    expect(check(DOCX, 'analize.xlsx')).toEqual({ ok: false, problem: 'mismatch', actual: 'word' });
    expect(check(PNG, 'bilet.pdf')).toEqual({ ok: false, problem: 'mismatch', actual: 'image' });
    expect(check(OLE, 'scrisoare.docx')).toEqual({ ok: false, problem: 'mismatch', actual: 'office97' });
  });

  it('refuses content the clinic does not keep, and a ZIP that cannot be read', () => {
    expect(check(EXE, 'bilet.pdf')).toEqual({ ok: false, problem: 'wrong_type' });
    expect(check(EXE, 'setup.exe')).toEqual({ ok: false, problem: 'wrong_type' });
    expect(check(text('nume;prenume'), 'lista.csv')).toEqual({ ok: false, problem: 'wrong_type' });
    expect(check(DOCX.slice(0, 40), 'trimitere.docx')).toEqual({ ok: false, problem: 'wrong_type' });
  });

  it('is refused empty or above 20 MB', () => {
    expect(checkDocumentFile(PDF, 0, 'a.pdf')).toEqual({ ok: false, problem: 'empty' });
    expect(checkDocumentFile(PDF, DOCUMENT_MAX_BYTES, 'a.pdf')).toMatchObject({ ok: true });
    expect(checkDocumentFile(PDF, DOCUMENT_MAX_BYTES + 1, 'a.pdf')).toEqual({
      ok: false,
      problem: 'too_large',
    });
  });

  it('is stored under the clinic and patient, with a safe name', () => {
    expect(storageFileName('Analize ștefan (1).pdf')).toBe('Analize_stefan_1_.pdf');
    expect(storageFileName('...')).toBe('document');
    expect(documentStoragePath('c', 'p', 'd', 'Rezultat.pdf')).toBe('c/p/d-Rezultat.pdf');
  });
});
