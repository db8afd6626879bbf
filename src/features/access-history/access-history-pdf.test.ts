import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderAccessHistoryPdf } from './access-history-pdf.ts';

const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

function table(rows: number) {
  return {
    title: 'Istoricul accesărilor — Ștefănescu Țuțu',
    subtitle: 'Generat la 29 nov. 2026, 10:00',
    header: ['Când', 'Cine', 'Rol', 'Ce', 'Offline'],
    widths: [0.2, 0.3, 0.15, 0.25, 0.1],
    rows: Array.from({ length: rows }, (_, i) => [
      `29 nov. 2026, 10:${String(i % 60).padStart(2, '0')}`,
      'Andrei Mureșan, un nume foarte lung care nu încape în coloana lui',
      'Medic',
      'Deschis: Vizita',
      i % 2 ? 'offline' : '',
    ]),
    pageLabel: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
  };
}

describe('renderAccessHistoryPdf', () => {
  it('writes a PDF with the diacritics’ font embedded, one page for a short history', async () => {
    const bytes = await renderAccessHistoryPdf(await readFile(fontPath), table(5));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Istoricul accesărilor — Ștefănescu Țuțu');
  });

  it('continues a long history over as many pages as it takes', async () => {
    const doc = await PDFDocument.load(await renderAccessHistoryPdf(await readFile(fontPath), table(120)));
    expect(doc.getPageCount()).toBe(4);
  });
});
