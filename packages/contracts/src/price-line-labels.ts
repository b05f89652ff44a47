/**
 * What each kind of price line is called where lines are counted rather than read one booking at
 * a time (issue 41 item 5): the reports' "Revenue by line" table and its CSV. A booking's own
 * lines carry their full label ("Night service (meeting 23:00-05:00 WAT)"); these are the short
 * names of the kinds, one copy for the API and the web; and the shape of a report's row per
 * airport and kind.
 */
import { z } from 'zod';
import { type PriceLineKind, PriceLineKindSchema } from './quotes';

export const PRICE_LINE_KIND_LABELS: Record<PriceLineKind, string> = {
  service: 'Service',
  urgent_surcharge: 'Urgent surcharge',
  night_surcharge: 'Night surcharge',
  add_on: 'Add-ons',
};

/**
 * Revenue of one airport and kind of price line (issue 41 item 5), counted as the money report
 * counts net: naira charged in the range less naira refunded in the range, each with its USD
 * equivalent at its booking's rate. A charge is shared among its booking's lines in proportion
 * to their USD amounts; the service line takes the rounding remainder, so the rows add up to the
 * report's net exactly. Credits are not money collected: a booking paid by credits alone adds
 * nothing, one paid partly by credits adds what was charged.
 */
export const RevenueLineSchema = z.object({
  /** IATA code of the served airport. */
  airportIata: z.string().length(3),
  kind: PriceLineKindSchema,
  /** Net naira of the kind at the airport, kobo (negative when refunds outweigh charges). */
  netNgnKobo: z.number().int(),
  /** Its USD equivalent, cents. */
  netUsdCents: z.number().int(),
});
export type RevenueLine = z.infer<typeof RevenueLineSchema>;
