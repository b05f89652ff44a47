/**
 * The booking form's live total in USD and NGN (issue: booking dialog), from /api/pricing: 45 USD
 * and 1500 NGN per USD while pricing is unavailable, saying 'Failed to fetch pricing' when the
 * call failed. An invalid passenger count totals 0.
 */
import { formatMoney, Messages, type ServiceType } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { pricingQuery } from '../../pricing/index';
import { bookingTotal } from '../booking-total';

export interface BookingTotalPanelProps {
  serviceType: ServiceType | null;
  passengers: number;
  /** The count is a whole number within the limits. */
  validCount: boolean;
}

export function BookingTotalPanel({ serviceType, passengers, validCount }: BookingTotalPanelProps) {
  const pricing = useQuery(pricingQuery());
  const total = bookingTotal(pricing.data, serviceType, passengers);
  return (
    <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
      <p className="text-sm text-slate-800">
        {formatMoney(total.unitPriceUsd, 'USD')} per passenger
        {validCount ? ` × ${passengers}` : ''}
      </p>
      <p className="mt-1 text-xl font-bold text-slate-900">
        Total: {formatMoney(validCount ? total.totalUsd : 0, 'USD')}
      </p>
      <p className="text-sm text-slate-800">
        ≈ {formatMoney(validCount ? total.totalNgn : 0, 'NGN')} (charged in Naira)
      </p>
      {pricing.isError ? <p className="mt-1 text-xs text-amber-900">{Messages.pricingFetchFailed}</p> : null}
    </div>
  );
}
