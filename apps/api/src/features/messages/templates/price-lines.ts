/**
 * A booking's price lines as the confirmation e-mail and the PDF receipt print them (issue 41
 * item 5): the lines the booking was sold with (`bookings.price_lines`), never recomputed, so a
 * later price change does not change what a traveller was told they paid for.
 */
import { formatUsdCents, type PriceLine, priceLineDetail, priceLineLabel } from '@fasttrack/contracts';

/** "2 × $45.00 per passenger — $90.00": a line's quantity, unit price and amount, in USD. */
export const priceLineValue = (line: PriceLine) =>
  `${priceLineDetail(line, formatUsdCents)} — ${formatUsdCents(line.amountUsdCents)}`;

/**
 * One row per line: its label ("Arrival Service", "Porter (in Premium)", "Night service (meeting 23:00-05:00 WAT)"),
 * then {@link priceLineValue}. The e-mail lists them above the total.
 */
export function priceLineRows(b: { priceLines: readonly PriceLine[] }): [string, string][] {
  return b.priceLines.map((line) => [priceLineLabel(line), priceLineValue(line)]);
}
