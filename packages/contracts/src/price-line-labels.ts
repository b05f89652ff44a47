/**
 * What each kind of price line is called where lines are counted rather than read one booking at
 * a time (issue 41 item 5): the reports' "Revenue by line" table and its CSV. A booking's own
 * lines carry their full label ("Night service (meeting 23:00-05:00 WAT)"); these are the short
 * names of the kinds, one copy for the API and the web.
 */
import type { PriceLineKind } from './quotes';

export const PRICE_LINE_KIND_LABELS: Record<PriceLineKind, string> = {
  service: 'Service',
  urgent_surcharge: 'Urgent surcharge',
  night_surcharge: 'Night surcharge',
};
