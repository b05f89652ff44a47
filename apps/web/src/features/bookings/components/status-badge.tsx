/**
 * Booking status and payment status chips (spec §4 status displays): confirmed green with a
 * check, pending yellow, cancelled red, anything else grey; payment paid green, pending yellow,
 * failed red, anything else grey (so `expired`, issue 15 §5, is a grey "Expired"). The text carries the meaning, the colour only repeats it.
 */
import { CheckCircle2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { capitalise } from '../booking-format';

const GREEN = 'border-green-300 bg-green-100 text-green-900';
const YELLOW = 'border-amber-300 bg-amber-100 text-amber-900';
const RED = 'border-red-300 bg-red-100 text-red-900';
const GREY = 'border-slate-300 bg-slate-100 text-slate-800';

const chip = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold';

const statusColours: Record<string, string> = { confirmed: GREEN, pending: YELLOW, cancelled: RED };
const paymentColours: Record<string, string> = { paid: GREEN, pending: YELLOW, failed: RED };

export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn(chip, statusColours[status] ?? GREY)}>
      {status === 'confirmed' ? <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> : null}
      <span className="sr-only">Booking status: </span>
      {capitalise(status)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn(chip, paymentColours[status] ?? GREY)}>
      <span className="sr-only">Payment status: </span>
      {capitalise(status)}
    </span>
  );
}
