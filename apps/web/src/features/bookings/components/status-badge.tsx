/**
 * Booking status and payment status chips (spec §4 status displays): confirmed green with a
 * check, pending yellow, cancelled red, "In progress" blue while the officer is with the
 * traveller (`bookingDisplayStatus`, issue 37), anything else grey; payment paid green, pending yellow,
 * failed red, anything else grey (so `expired`, issue 15 §5, is a grey "Expired"). The text
 * carries the meaning, the colour only repeats it.
 *
 * `labelled` shows which status a chip is ("Status: Pending", "Payment: Pending"), so two chips
 * side by side never read "Pending Pending" (issue 19 §7); without it the name is for screen
 * readers only (tables whose column already says it). Given `bookingStatus`, the payment chip of a
 * cancelled or expired booking that was never charged says "Not charged" in grey, not a yellow
 * "Pending" that suggests a charge is on its way (issue 19 §7, {@link paymentStatusText}); given
 * `refundStatus`, a paid booking whose refund is on its way says "Refund pending" in yellow.
 */
import { type BookingMoney, type BookingStatus, CREDITS_ONLY_CHIP, type RefundStatus } from '@fasttrack/contracts';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { capitalise } from '../../../lib/text';
import { paymentStatusText, REFUND_PENDING } from '../booking-format';

const GREEN = 'border-green-300 bg-green-100 text-green-900';
const YELLOW = 'border-amber-300 bg-amber-100 text-amber-900';
const RED = 'border-red-300 bg-red-100 text-red-900';
const GREY = 'border-slate-300 bg-slate-100 text-slate-800';

const chip = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold';

const BLUE = 'border-sky-300 bg-sky-100 text-sky-900';

const statusColours: Record<string, string> = { confirmed: GREEN, pending: YELLOW, cancelled: RED, in_progress: BLUE };
/** Statuses whose words are not the value capitalised. */
const statusWords: Record<string, string> = { in_progress: 'In progress' };
const paymentColours: Record<string, string> = { paid: GREEN, pending: YELLOW, failed: RED };

/**
 * The chip's name: `spoken` for screen readers always; `shown` on screen when `visible`. The shown
 * short form is hidden from screen readers so that nothing is read twice.
 */
function Label({ visible, shown, spoken }: { visible: boolean; shown: string; spoken: string }) {
  return (
    <>
      {visible ? (
        <span aria-hidden="true" className="font-normal">
          {shown}
        </span>
      ) : null}
      <span className="sr-only">{spoken} </span>
    </>
  );
}

export function BookingStatusBadge({ status, labelled = false }: { status: string; labelled?: boolean }) {
  return (
    <span className={cn(chip, statusColours[status] ?? GREY)}>
      {status === 'confirmed' ? <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> : null}
      <Label visible={labelled} shown="Status:" spoken="Booking status:" />
      {statusWords[status] ?? capitalise(status)}
    </span>
  );
}

export function PaymentStatusBadge({
  status,
  bookingStatus,
  refundStatus,
  money,
  labelled = false,
}: {
  status: string;
  /** The booking's own status, when the chip is about a booking's payment. */
  bookingStatus?: BookingStatus | undefined;
  /** The booking's refund, when one was asked for. */
  refundStatus?: RefundStatus | null | undefined;
  /** The booking's money story: a booking that credits alone paid says so (issue 37). */
  money?: BookingMoney | undefined;
  labelled?: boolean;
}) {
  const text = paymentStatusText(status, { bookingStatus, refundStatus, money });
  const colour =
    text === null || text === CREDITS_ONLY_CHIP.paid
      ? (paymentColours[status] ?? GREY)
      : text === REFUND_PENDING
        ? YELLOW
        : GREY;
  return (
    <span className={cn(chip, colour)}>
      <Label visible={labelled} shown="Payment:" spoken="Payment status:" />
      {text ?? capitalise(status)}
    </span>
  );
}
