/**
 * Display rules for bookings (spec §2 Bookings): status with its first letter capitalised,
 * 'Person' for one passenger and 'People' otherwise, special requests cut to 20 characters plus
 * an ellipsis, the airport a booking's flight lands at or leaves, and its price line by line
 * ({@link PriceLines}, issue 41 item 5). Money and times are shown with the contracts' helpers.
 *
 * {@link PriceLines} lives here, not in a module of its own, because the booking form and the
 * bookings page both show it: a module of its own would become one more chunk, whose name the
 * entry chunk carries in its list of chunks, and the landing page's 110 KB budget has no room
 * for it (docs/performance.md). This module is already a chunk both load.
 */
import {
  type Booking,
  type BookingMoney,
  type BookingStatus,
  creditsOnlyChip,
  formatMoney,
  majorToMinor,
  minorToMajor,
  ON_REQUEST_NOTE,
  PRICE_LINE_UNITS,
  type PriceLine,
  priceLineDetail,
  priceLineLabel,
  type RefundStatus,
  SERVICE_TYPE_LABELS,
  type ServiceType,
} from '@fasttrack/contracts';

export const SPECIAL_REQUESTS_PREVIEW_CHARS = 20;

/** 1 -> '1 Person', 2 -> '2 People'. */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'People'}`;
}

/** The first 20 characters, plus '...' when there were more. */
export function previewSpecialRequests(text: string): string {
  return text.length > SPECIAL_REQUESTS_PREVIEW_CHARS ? `${text.slice(0, SPECIAL_REQUESTS_PREVIEW_CHARS)}...` : text;
}

/** 'arrival' -> 'Arrival Service'. */
export function serviceLabel(serviceType: ServiceType): string {
  return SERVICE_TYPE_LABELS[serviceType];
}

/**
 * What a booking's payment status reads as when its own words would mislead, else null (show the
 * status as it is). A cancelled or expired booking whose payment is still `pending` or `failed`
 * was never charged and never will be: 'Not charged' (issue 19 §7). A paid payment whose refund
 * is on its way is not simply 'Paid' after a cancellation: 'Refund pending' until the provider
 * has returned the money and the status becomes `refunded` (issue 26 §6).
 * @param booking.bookingStatus the booking's own status, `booking.refundStatus` its refund and
 *   `booking.money` its money story, each when known
 */
export function paymentStatusText(
  paymentStatus: string,
  booking: {
    bookingStatus?: BookingStatus | undefined;
    refundStatus?: RefundStatus | null | undefined;
    money?: BookingMoney | undefined;
  } = {},
): string | null {
  const { bookingStatus, refundStatus, money } = booking;
  // Credits alone paid: "Paid with credits", then "Credits returned", never money (issue 37).
  const credits = creditsOnlyChip(paymentStatus, money);
  if (credits) return credits;
  const ended = bookingStatus === 'cancelled' || bookingStatus === 'expired';
  if (ended && (paymentStatus === 'pending' || paymentStatus === 'failed')) return 'Not charged';
  if (paymentStatus === 'paid' && refundStatus && refundStatus !== 'processed') return REFUND_PENDING;
  return null;
}

/** The payment chip of a paid booking whose refund has not arrived yet. */
export const REFUND_PENDING = 'Refund pending';

/**
 * The lines a booking was sold with (issue 41 item 5), USD cents. A booking kept offline from
 * before the lines were sent has none: it reads as one service line, unit price × passengers,
 * which is what such a booking was priced at (no surcharges existed then).
 */
export function bookingPriceLines(
  booking: Pick<Booking, 'priceLines' | 'serviceType' | 'passengerCount' | 'unitPriceUsd'>,
): PriceLine[] {
  if (booking.priceLines && booking.priceLines.length > 0) return booking.priceLines;
  const unitPriceUsdCents = majorToMinor(booking.unitPriceUsd);
  return [
    {
      kind: 'service',
      label: serviceLabel(booking.serviceType),
      unit: PRICE_LINE_UNITS.perPassenger,
      quantity: booking.passengerCount,
      unitPriceUsdCents,
      amountUsdCents: unitPriceUsdCents * booking.passengerCount,
    },
  ];
}

/**
 * The row naming where the flight meets the service (issue 41 item 1): "Lands at ABV" for an
 * arrival, "Departs ABV" for a departure; the booking's served airport, else the flight's end.
 */
export function servedAirportTerm(
  booking: Pick<Booking, 'airportIata' | 'serviceType'> & {
    flight: Pick<Booking['flight'], 'arrivalIata' | 'departureIata'>;
  },
): string {
  const arrival = booking.serviceType === 'arrival';
  const iata = booking.airportIata ?? (arrival ? booking.flight.arrivalIata : booking.flight.departureIata);
  return arrival ? `Lands at ${iata}` : `Departs ${iata}`;
}

const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');

/** What the list of lines is called for assistive technology. */
const PRICE_LINES_NAME = 'Price';

/**
 * The price of a booking line by line (issue 41 item 5: the booking form, the payment step and
 * the booking card show the same lines): each line's label, its quantity × unit price with the
 * unit spelled out (contracts `priceLineDetail`, e.g. "2 × $45.00 per passenger") and its amount
 * in USD. The lines come from the server (a quote, or what the booking was sold with). An add-on
 * line a package includes names it ("Porter (in Premium)"), and an on-request one says it is
 * confirmed by our team within 2 hours (issue 41 item 4). Lines are keyed by position: a package's
 * porter and a hand-picked porter share a label.
 */
export function PriceLines({ lines, className = '' }: { lines: readonly PriceLine[]; className?: string }) {
  return (
    <ul aria-label={PRICE_LINES_NAME} className={`flex flex-col gap-1 text-sm ${className}`}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line's place never changes (the index names it, issue 41 item 4).
        <li key={index} className="flex items-baseline justify-between gap-4">
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{priceLineLabel(line)}</span>
            <span className="block text-xs text-slate-700">{priceLineDetail(line, usd)}</span>
            {line.fulfilment === 'on_request' ? (
              <span className="block text-xs text-slate-700">{ON_REQUEST_NOTE}</span>
            ) : null}
          </span>
          <span className="shrink-0 font-medium text-slate-900">{usd(line.amountUsdCents)}</span>
        </li>
      ))}
    </ul>
  );
}
