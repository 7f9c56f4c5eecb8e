import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi } from './text';

/**
 * The demo documents' PDFs, written by code with pdf-lib: an A4 page with an indigo header band,
 * the title and subtitle, paragraphs and an optional table of figures, wrapped and paginated.
 * pdf-lib's standard fonts draw WinAnsi only, so every string goes through toWinAnsi() (oʻ → o').
 */

export interface PdfContent {
  /** Small text in the header band, e.g. «Qonunchilik hujjatlari». */
  kicker: string;
  title: string;
  subtitle: string;
  paragraphs: string[];
  /** Rows of [label, value], drawn as a two-column table after the paragraphs. */
  table?: [string, string][];
  footer: string;
}

const hex = (h: string) => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const INDIGO = hex('#1f2a6b');
const POMEGRANATE = hex('#c8323c');
const SAFFRON = hex('#f2b632');
const CREAM = hex('#fdfaf4');
const INK = hex('#222222');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(content.title));
  doc.setSubject(toWinAnsi(content.subtitle));
  doc.setProducer('Ipak');
  doc.setCreator('Ipak demo seed');
  // Fixed dates keep the bytes the same on every run.
  doc.setCreationDate(new Date('2026-01-15T09:00:00Z'));
  doc.setModificationDate(new Date('2026-01-15T09:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage;
  let y = 0;
  const newPage = (first: boolean) => {
    page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: CREAM });
    const band = first ? 86 : 40;
    page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: band, color: INDIGO });
    // A zigzag of saffron under the band, the ikat border of the site.
    for (let x = 0; x < A4[0]; x += 18) {
      page.drawSvgPath(`M ${x} 0 L ${x + 9} 8 L ${x + 18} 0 Z`, { x: 0, y: A4[1] - band, color: SAFFRON });
    }
    page.drawText('IPAK', { x: MARGIN, y: A4[1] - 28, size: 14, font: bold, color: SAFFRON });
    page.drawText(toWinAnsi(content.kicker), { x: MARGIN + 48, y: A4[1] - 28, size: 10, font: regular, color: CREAM });
    y = A4[1] - band - 40;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN + 30) newPage(false);
  };
  newPage(true);

  for (const line of wrap(toWinAnsi(content.title), bold, 19, width)) {
    ensure(24);
    page!.drawText(line, { x: MARGIN, y, size: 19, font: bold, color: INDIGO });
    y -= 25;
  }
  y -= 4;
  for (const line of wrap(toWinAnsi(content.subtitle), italic, 12, width)) {
    ensure(16);
    page!.drawText(line, { x: MARGIN, y, size: 12, font: italic, color: POMEGRANATE });
    y -= 16;
  }
  y -= 14;
  page!.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: MARGIN + width, y: y + 6 }, thickness: 1, color: SAFFRON });
  y -= 12;

  for (const paragraph of content.paragraphs) {
    for (const line of wrap(toWinAnsi(paragraph), regular, 11, width)) {
      ensure(15);
      page!.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
      y -= 15.5;
    }
    y -= 9;
  }

  if (content.table?.length) {
    y -= 6;
    const col = width * 0.58;
    for (const [i, [label, value]] of content.table.entries()) {
      ensure(24);
      if (i % 2 === 0) page!.drawRectangle({ x: MARGIN, y: y - 7, width, height: 22, color: hex('#efe4cc') });
      page!.drawText(toWinAnsi(label), { x: MARGIN + 8, y, size: 10.5, font: regular, color: INK });
      page!.drawText(toWinAnsi(value), { x: MARGIN + col, y, size: 10.5, font: bold, color: INDIGO });
      y -= 22;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawText(toWinAnsi(content.footer), { x: MARGIN, y: 30, size: 8.5, font: italic, color: hex('#666666') });
    p.drawText(`${i + 1} / ${pages.length}`, { x: A4[0] - MARGIN - 24, y: 30, size: 8.5, font: regular, color: hex('#666666') });
  });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
