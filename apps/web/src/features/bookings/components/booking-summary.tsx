/**
 * What is being paid for (spec §2 Booking dialog "Payment: booking summary"): the flight, where it
 * meets the service ("Lands at ABV": the booking's airport), the passengers, the price lines the
 * booking was sold with above the Total (issue 41 item 5: the lines the form showed; the service
 * line names the service), and with credits the traveller chose to use, the credits line and
 * what is left to pay (issue 37; contracts `checkoutRows`, the same rule the server charges by).
 */
import { type Booking, type CreditSplit, checkoutRows, formatMoney } from '@fasttrack/contracts';
import { formatFlightTime } from '../../flights/index';
import { bookingPriceLines, PriceLines, passengerLabel, servedAirportTerm } from '../booking-format';

export function BookingSummary({ booking, credits = null }: { booking: Booking; credits?: CreditSplit | null }) {
  const f = booking.flight;
  const rows: Array<[string, string]> = [
    ['Booking reference', booking.bookingReference],
    ['Flight', `${f.airlineName} ${f.flightNumber}`],
    ['Route', `${f.departureIata} to ${f.arrivalIata}`],
    [servedAirportTerm(booking), formatFlightTime(f, booking.serviceType === 'arrival' ? 'arrival' : 'departure')],
    ['Passengers', passengerLabel(booking.passengerCount)],
  ];
  return (
    <section aria-label="Booking summary" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-right font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PriceLines lines={bookingPriceLines(booking)} className="mt-3 border-t border-slate-200 pt-3" />
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">Total</span>
        <span className="text-right">
          <span className="block text-lg font-bold text-slate-900">{formatMoney(booking.totalAmount, 'USD')}</span>
          <span className="block text-sm text-slate-700">{formatMoney(booking.totalAmountNgn, 'NGN')}</span>
        </span>
      </div>
      {credits ? (
        <dl aria-label="With your credits" className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {checkoutRows({ usdCents: booking.money.totalUsdCents, ngnKobo: booking.money.totalNgnKobo }, credits)
            .slice(1)
            .map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-700">{term}</dt>
                <dd className="text-right font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
    </section>
  );
}
