/**
 * The frame of the product's PDFs (the receipt, issue 16 §4; the invoice, issue 39 item 3): an A4
 * pdfkit document with Noto Sans (pdf-text.ts) as `body` and `heading`, the merchant's name,
 * address and contact at the top, the document's title, and rows of a label and its value.
 */
import PDFDocument from 'pdfkit';
import { MERCHANT } from './merchant';
import { notoFonts, shaping } from './pdf-text';

/** The left edge of every heading and label (points). */
export const PDF_LEFT = 50;
/** The left edge of the value column of {@link labelledRows} (points). */
export const PDF_VALUE_X = 210;

/**
 * A new document headed with the merchant and `heading` (e.g. "Invoice"); `title` is its metadata
 * title. Call `doc.end()` when written; `done` then gives the bytes.
 * @throws Error when the font package is missing (a broken install).
 */
export function openMerchantPdf(title: string, heading: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: MERCHANT.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = notoFonts();
  doc.registerFont('body', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('heading', bold as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font('heading').fillColor('#065f46').fontSize(22).text(MERCHANT.name, shaping());
  doc
    .font('body')
    .fillColor('#374151')
    .fontSize(9)
    .text(MERCHANT.address, shaping())
    .text(`${MERCHANT.email} · ${MERCHANT.phone}`, shaping());
  doc.moveDown(1.5);
  doc.font('heading').fillColor('#111827').fontSize(16).text(heading, PDF_LEFT, undefined, shaping());
  return { doc, done };
}

/** A section title at the left edge. */
export function sectionHeading(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('heading').fontSize(12).fillColor('#065f46').text(title, PDF_LEFT, undefined, shaping());
}

/**
 * Rows of a label and its value. Each starts at the left edge again: pdfkit keeps the x of the
 * last text written, which put every heading after the first in the value column. A row is as
 * tall as the taller of its label and value.
 */
export function labelledRows(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
  doc.font('body').fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#4b5563').text(label, PDF_LEFT, y, shaping({ width: PDF_VALUE_X - PDF_LEFT - 10 }));
    const labelBottom = doc.y;
    doc.fillColor('#111827').text(value, PDF_VALUE_X, y, shaping({ width: 335 }));
    doc.y = Math.max(labelBottom, doc.y);
    doc.moveDown(0.2);
  }
  doc.x = PDF_LEFT;
  doc.moveDown();
}
