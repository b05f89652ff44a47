/**
 * The e-mail layout, in MJML (issue 16 §2): the web app's brand (green #065f46 header, the
 * FastTrack LOS name), one call to action linking to the booking on PUBLIC_URL, and the
 * footer with the support contact. Every message has this HTML part and a plain-text part.
 */
import { MERCHANT } from '../../../lib/merchant';

/** Escapes text placed in MJML/HTML. */
export const esc = (v: string | number) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export interface LayoutInput {
  subject: string;
  /** Short line mail clients show next to the subject. */
  preview: string;
  heading: string;
  /**
   * A box right under the heading for what the reader needs first (the meeting code, issue 37):
   * a label, the value in large type and a note.
   */
  highlight?: { label: string; value: string; note: string };
  /** Paragraphs, each plain text (escaped here). */
  intro: string[];
  /** Label/value rows (escaped here), e.g. the booking details. */
  rows?: [string, string][];
  /** A second table, e.g. the receipt summary. */
  rowsTitle?: string;
  rows2?: [string, string][];
  /** Plain-text paragraphs after the tables. */
  outro?: string[];
  cta?: { label: string; url: string };
}

const BRAND = '#065f46';

/**
 * MJML and what it brings (an HTML parser, a CSS inliner and minifier: about 300 modules) load
 * with the first e-mail a process writes, not while the server starts (ADR 387).
 */
const loadMjml = async () => (await import('mjml')).default;

/**
 * Label/value rows. The label column keeps 38% of the width and breaks only between words: left
 * to itself, a narrow phone's mail app squeezed it to a few letters ("Bookin g refere nce") next to
 * a long meeting point (issue 26 §6). A value breaks between words too, and inside a word only
 * when one word is wider than its column (a link, a long reference).
 */
function table(rows: [string, string][]): string {
  const label =
    'width:38%;padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;word-break:normal;overflow-wrap:normal';
  const value = 'padding:4px 0;font-weight:600;vertical-align:top;overflow-wrap:anywhere';
  const cells = rows
    .map(([l, v]) => `<tr><td style="${label}">${esc(l)}</td><td style="${value}">${esc(v)}</td></tr>`)
    .join('');
  return `<mj-table font-size="14px" line-height="20px" table-layout="fixed">${cells}</mj-table>`;
}

/** The highlight box: label, the value large and spaced (a code read out at the airport), the note. */
function highlight(h: NonNullable<LayoutInput['highlight']>): string {
  return `<mj-text container-background-color="#ecfdf5" padding="12px 16px">
    <div style="font-size:14px;color:#374151">${esc(h.label)}</div>
    <div style="font-size:32px;line-height:40px;font-weight:700;letter-spacing:6px;color:#111827">${esc(h.value)}</div>
    <div style="font-size:13px;color:#374151">${esc(h.note)}</div>
  </mj-text>`;
}

/** Renders the HTML part with MJML and the text part from the same content. */
export async function renderLayout(input: LayoutInput): Promise<Rendered> {
  const paragraphs = (lines: string[]) => lines.map((line) => `<mj-text>${esc(line)}</mj-text>`).join('');
  const markup = `<mjml>
  <mj-head>
    <mj-title>${esc(input.subject)}</mj-title>
    <mj-preview>${esc(input.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#111827" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="${BRAND}" padding="16px">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${esc(MERCHANT.name)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" color="${BRAND}">${esc(input.heading)}</mj-text>
        ${input.highlight ? highlight(input.highlight) : ''}
        ${paragraphs(input.intro)}
        ${input.rows ? table(input.rows) : ''}
        ${input.rows2 ? `<mj-text font-weight="700">${esc(input.rowsTitle ?? '')}</mj-text>${table(input.rows2)}` : ''}
        ${paragraphs(input.outro ?? [])}
        ${input.cta ? `<mj-button background-color="${BRAND}" href="${esc(input.cta.url)}">${esc(input.cta.label)}</mj-button>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="12px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7280" align="center">${esc(MERCHANT.name)} · ${esc(MERCHANT.address)} · ${esc(MERCHANT.email)} · ${esc(MERCHANT.phone)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await (await loadMjml())(markup, { validationLevel: 'soft' });
  if (errors.length > 0 && !html) throw new Error(`MJML: ${errors[0]?.formattedMessage}`);
  const textRows = (rows: [string, string][] | undefined) => (rows ?? []).map(([l, v]) => `${l}: ${v}`);
  const text = [
    input.heading,
    '',
    ...(input.highlight ? [`${input.highlight.label}: ${input.highlight.value}`, input.highlight.note, ''] : []),
    ...input.intro.flatMap((p) => [p, '']),
    ...textRows(input.rows),
    ...(input.rows2 ? ['', `${input.rowsTitle ?? ''}`, ...textRows(input.rows2)] : []),
    '',
    ...(input.outro ?? []).flatMap((p) => [p, '']),
    ...(input.cta ? [`${input.cta.label}: ${input.cta.url}`, ''] : []),
    '--',
    `${MERCHANT.name} · ${MERCHANT.email} · ${MERCHANT.phone}`,
  ].join('\n');
  return { subject: input.subject, html, text };
}
