/**
 * The access history as a PDF, for a patient's request (issue 39): A4 landscape, a title and when
 * it was made, then a table of the events as the page shows them, continued over as many pages as
 * it takes. pdf-lib draws it with DejaVu Sans embedded (subset), so Romanian diacritics print.
 * The font is handed in, so this runs the same in the browser (fetched on export) and in tests.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export interface PdfTable {
  title: string;
  subtitle: string;
  header: readonly string[];
  /** Each column's share of the width (sums to 1). */
  widths: readonly number[];
  rows: ReadonlyArray<readonly string[]>;
  /** "Page {n} of {total}", in the page's language. */
  pageLabel: (page: number, pages: number) => string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const SIZE = 9;
const LINE = 12;
const CELL_PAD = 4;

/** The text cut to the width, with an ellipsis when it does not fit. */
function fitted(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, SIZE) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

export async function renderAccessHistoryPdf(
  fontBytes: ArrayBuffer | Uint8Array,
  table: PdfTable,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(table.title);
  const [pageWidth, pageHeight] = A4_LANDSCAPE;
  const usable = pageWidth - 2 * MARGIN;
  const columns = table.widths.map((share) => share * usable);

  const pages: PDFPage[] = [];
  let page: PDFPage | undefined;
  let y = 0;
  const drawRow = (cells: readonly string[], header: boolean) => {
    let x = MARGIN;
    if (header) {
      page?.drawRectangle({
        x: MARGIN,
        y: y - 3,
        width: usable,
        height: LINE + 2,
        color: rgb(0.92, 0.95, 0.95),
      });
    }
    cells.forEach((cell, index) => {
      const width = columns[index] ?? 0;
      page?.drawText(fitted(cell, font, width - CELL_PAD), {
        x: x + 1,
        y,
        size: SIZE,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      x += width;
    });
    y -= LINE + 2;
  };
  const newPage = () => {
    page = doc.addPage(A4_LANDSCAPE);
    pages.push(page);
    y = pageHeight - MARGIN;
    if (pages.length === 1) {
      page.drawText(table.title, { x: MARGIN, y, size: 14, font });
      y -= 18;
      page.drawText(table.subtitle, { x: MARGIN, y, size: SIZE, font, color: rgb(0.35, 0.35, 0.35) });
      y -= 20;
    }
    drawRow(table.header, true);
  };

  newPage();
  for (const row of table.rows) {
    if (y < MARGIN + LINE) newPage();
    drawRow(row, false);
  }
  pages.forEach((each, index) => {
    each.drawText(table.pageLabel(index + 1, pages.length), {
      x: pageWidth - MARGIN - 80,
      y: MARGIN / 2,
      size: 8,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  });
  return doc.save();
}
