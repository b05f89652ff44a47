/**
 * The booking form's live total in USD and NGN (issue: booking dialog; issue 41 item 5). Once the
 * form's flight, service and a valid passenger count can be quoted, the server's quote (POST
 * /api/quotes) is shown line by line (the service per passenger, the chosen package's add-ons and
 * those added by hand, issue 41 item 4, then any urgent or night surcharge) with its totals: the
 * lines the payment step and the booking show too. While a changed choice is asked again, the
 * previous lines stay. Until then,
 * while the quote loads, or when it is refused (404, 422: the form already says why the service
 * cannot be booked) or cannot be had, the estimate from /api/pricing: 45 USD and 1500 NGN per USD
 * while pricing is unavailable, saying 'Failed to fetch pricing' when that call failed. An invalid
 * passenger count totals 0.
 */
import { formatMoney, Messages, type QuoteRequest, type ServiceType } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pricingQuery } from '../../pricing/index';
import { quoteQuery } from '../api/get-quote';
import { PriceLines } from '../booking-format';
import { type BookingTotal, bookingTotal, quotedTotal } from '../booking-total';

export interface BookingTotalPanelProps {
  serviceType: ServiceType | null;
  passengers: number;
  /** The count is a whole number within the limits. */
  validCount: boolean;
  /** What to ask the server's price for; null while it cannot be asked (no service, bad count). */
  quote: QuoteRequest | null;
}

/** The request a quote is asked with while none can be (the query is then disabled). */
const NO_QUOTE: QuoteRequest = { flightBookingReference: '', serviceType: 'arrival', passengerCount: 1 };

export function BookingTotalPanel({ serviceType, passengers, validCount, quote }: BookingTotalPanelProps) {
  const pricing = useQuery(pricingQuery());
  const quoted = useQuery({ ...quoteQuery(quote ?? NO_QUOTE), enabled: quote !== null });
  if (quote !== null && quoted.data) {
    const total = quotedTotal(quoted.data);
    return (
      <Panel total={total}>
        <PriceLines lines={total.lines} className="mb-2 border-b border-brand-100 pb-2" />
      </Panel>
    );
  }
  const estimate = bookingTotal(pricing.data, serviceType, passengers);
  return (
    <Panel
      total={validCount ? estimate : { ...estimate, totalUsd: 0, totalNgn: 0 }}
      note={pricing.isError ? <p className="mt-1 text-xs text-amber-900">{Messages.pricingFetchFailed}</p> : null}
    >
      <p className="text-sm text-slate-800">
        {formatMoney(estimate.unitPriceUsd, 'USD')} per passenger
        {validCount ? ` × ${passengers}` : ''}
      </p>
    </Panel>
  );
}

/** What is charged for (`children`), the totals, then `note`. */
function Panel({ total, children, note = null }: { total: BookingTotal; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
      {children}
      <p className="mt-1 text-xl font-bold text-slate-900">Total: {formatMoney(total.totalUsd, 'USD')}</p>
      <p className="text-sm text-slate-800">≈ {formatMoney(total.totalNgn, 'NGN')} (charged in Naira)</p>
      {note}
    </div>
  );
}
