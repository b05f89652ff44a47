/**
 * What the traveller agrees to before paying (issue 19 "Before paying"): the cancellation rule,
 * stated from the same constants and rule the server applies (contracts REFUND_WINDOW_HOURS and
 * `cancellationRule`), whether a full refund is still possible for this flight, and a link to
 * the terms. The meeting time and point sit just above it in the payment step.
 */
import { type Booking, REFUND_WINDOW_HOURS } from '@fasttrack/contracts';
import { ExternalLink, ReceiptText } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { cancellationRuleFor } from '../cancellation-rule';

/**
 * The rule for this service: arrivals count to landing, departures to take-off; `hours`, the
 * booking's free-cancellation hours (its airport's rule, issue 41 item 1).
 */
export function refundRuleText(serviceType: Booking['serviceType'], hours: number = REFUND_WINDOW_HOURS): string {
  const moment = serviceType === 'arrival' ? 'your flight lands' : 'your flight departs';
  return `Cancel ${hours} hours or more before ${moment} for a full refund. Cancelled later, no refund applies.`;
}

export function BeforeYouPay({ booking, now = new Date() }: { booking: Booking; now?: Date }) {
  // The rule that would apply to this booking once paid, if cancelled now.
  const rule = cancellationRuleFor({ ...booking, paymentStatus: 'paid' }, now);
  const hours = booking.freeCancellationHours ?? REFUND_WINDOW_HOURS;
  return (
    <section
      aria-labelledby="before-you-pay"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <h3 id="before-you-pay" className="flex items-center gap-2 font-medium text-slate-700">
        <ReceiptText aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
        Cancellation and refunds
      </h3>
      <p className="text-slate-900">{refundRuleText(booking.serviceType, hours)}</p>
      {rule === 'late_no_refund' ? (
        <p className="font-semibold text-amber-900">
          Your flight is less than {hours} hours away: once paid, this booking is not refunded if you cancel.
        </p>
      ) : null}
      <p>
        <a
          href={paths.terms}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
        >
          Terms and cancellation policy
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
