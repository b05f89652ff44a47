/**
 * A booking's money story as label/value rows (issue 37; contracts `moneyStoryRows`, the rows the
 * receipt and the e-mail print): total and rate, what credits paid, what was charged in naira,
 * and what went back. The booking page and the Payments page show it.
 */
import { type BookingMoney, moneyStoryRows, rateToE4 } from '@fasttrack/contracts';
import { cn } from '../../../lib/cn';

export interface MoneyStoryProps {
  money: BookingMoney;
  bookingStatus: string;
  paymentStatus: string;
  /** Naira per US dollar, as the API shows it. */
  exchangeRate: number;
  /** The list's accessible name, e.g. "Money for FT-7K3M9Q". */
  label: string;
  /** The booking's free-cancellation hours, for a late cancellation's row (issue 41 item 1). */
  freeCancellationHours?: number | undefined;
  className?: string;
}

export function MoneyStory(props: MoneyStoryProps) {
  const { money, bookingStatus, paymentStatus, exchangeRate, label, className, freeCancellationHours } = props;
  const rows = moneyStoryRows(money, {
    status: bookingStatus,
    paymentStatus,
    exchangeRateE4: rateToE4(exchangeRate),
    ...(freeCancellationHours === undefined ? {} : { freeCancellationHours }),
  });
  return (
    <dl aria-label={label} className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-700">{term}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
