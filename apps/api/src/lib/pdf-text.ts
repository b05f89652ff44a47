/**
 * Text in the product's PDFs (the receipt, issue 16 §4; the invoice, issue 39 item 3), made with
 * pdfkit: Noto Sans (OFL-1.1, from the `@embedpdf/fonts-latin` package), embedded and subset by
 * pdfkit and fontkit to the glyphs used. The standard PDF fonts are WinAnsi only: they turned
 * "Chiamaka Ọ̀kọ́rọ̀" into "Chiamaka Ì0±ìÓrÍ0" (issue 37) and have no naira sign.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Font, create as openFont } from 'fontkit';

/** The package's font folder, next to its entry point (its exports name no other file). */
const fontFolder = () => join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin')), '..', 'fonts');
let fonts: { regular: Font; bold: Font } | null = null;

/**
 * Noto Sans regular and semi-bold, opened once per process and shared by every document: fontkit
 * reads a font's layout tables on its first layout, which took 200-700 ms per receipt when each
 * document opened its own copy; a font already read lays a document out in a few ms. pdfkit takes
 * the opened font as it is and makes each document's subset from it.
 * @throws Error when the font package is missing (a broken install).
 */
export function notoFonts(): { regular: Font; bold: Font } {
  const open = (file: string) => openFont(readFileSync(join(fontFolder(), file))) as Font;
  fonts ??= { regular: open('NotoSans-Regular.ttf'), bold: open('NotoSans-SemiBold.ttf') };
  return fonts;
}

/**
 * Shaping without `ccmp`: with it fontkit splits "ọ́" into "o", a dot below and an acute, and
 * pdfkit's text map (ToUnicode) then gives the shared "o" glyph the text "ọ", so every "o" of the
 * document copied out as "ọ". Without it each letter keeps its own glyph, the marks are still
 * placed by `mark`/`mkmk`, and the text copies out as written. A new object per call: fontkit
 * fills the defaults into the one it is given.
 */
export const shaping = (more: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions => ({
  ...more,
  features: { ccmp: false } as unknown as PDFKit.Mixins.TextOptions['features'],
});
