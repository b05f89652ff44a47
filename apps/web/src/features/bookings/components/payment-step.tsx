/**
 * The booking dialog's payment step (spec §2 Booking dialog, §5 Payment method, §7 Browser
 * payment widget, §8): a summary of the booking, its meeting time and point, the cancellation
 * rule and a link to the terms (issue 19 "Before paying"), the choice of card or bank transfer
 * ('Please select a payment method' without one), then the Paystack checkout. With "Use my
 * credits" ticked the summary shows the credits line and what is left to pay; when the credits
 * pay everything there is no method to choose and no checkout (issue 37). When the checkout
 * reports (or the browser comes back from it) the payment is verified, the booking completed, and
 * the dialog moves to success. Closing the checkout just clears the payment state: the booking
 * stays pending and can be paid later from /bookings.
 */
import {
  type Booking,
  disruptedNotPayableMessage,
  formatMoney,
  knownDisruption,
  Messages,
  minorToMajor,
  type PaymentMethod,
  serviceTimeZone,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { Alert, type AlertProps } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuth } from '../../auth/index';
import { UseCreditsChoice, useOfferedSplit } from '../../credits/index';
import { clearPendingPayment, PaymentNotCompleteError } from '../../payments/index';
import { getBooking, payableBookingQuery } from '../api/get-booking';
import { useSettleBookingPayment, useStartBookingPayment } from '../api/pay-booking';
import { BeforeYouPay } from './before-you-pay';
import { BookingSummary } from './booking-summary';
import { HoldCountdown } from './hold-countdown';
import { HoldExpiredNotice } from './hold-expired-notice';
import { PaymentMethodChoice } from './payment-method-choice';
import { MeetingDetails } from './service-availability-note';

export interface PaymentStepProps {
  booking: Booking | null;
  bookingId: string | null;
  /** Back from the checkout page with this reference: settle it first. */
  returnReference: string | null;
  onBookingLoaded(booking: Booking): void;
  onCheckoutSettled(): void;
  onPaid(booking: Booking): void;
}

type Phase = 'idle' | 'starting' | 'redirecting' | 'verifying';
type Notice = { tone: NonNullable<AlertProps['tone']>; text: string; detail?: string };

const PAY_LATER = 'Your booking is saved and awaiting payment: you can pay now, or later from My Bookings.';

export function PaymentStep(props: PaymentStepProps) {
  const { booking, bookingId, returnReference, onBookingLoaded } = props;
  const payable = payableBookingQuery(bookingId, returnReference);
  const load = useQuery({ ...payable, enabled: booking === null && payable.enabled });

  useEffect(() => {
    if (load.data && !booking) onBookingLoaded(load.data);
  }, [load.data, booking, onBookingLoaded]);

  if (booking) return <PayBooking {...props} booking={booking} />;
  if (load.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{load.error.message}</Alert>
        <Button variant="outline" onClick={() => void load.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner label="Loading your booking..." className="py-10" />;
}

/**
 * The payment itself. Its phase is the state of two mutations: starting the payment (create it,
 * then the checkout) and settling it (verify, then complete the booking).
 */
function PayBooking({ booking, returnReference, onCheckoutSettled, onPaid }: PaymentStepProps & { booking: Booking }) {
  const { user } = useAuth();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [holdOver, setHoldOver] = useState(false);
  const onHoldExpired = useCallback(() => setHoldOver(true), []);
  const start = useStartBookingPayment();
  const { mutate: settleMutate, isPending: verifying } = useSettleBookingPayment();
  const offered = useOfferedSplit(booking);
  const [useCredits, setUseCredits] = useState(false);
  const withCredits = offered !== null && useCredits;
  // Credits that pay everything: nothing to charge, so no method to choose (issue 37).
  const creditsPayAll = withCredits && offered.moneyNgnKobo === 0;

  const settle = useCallback(
    (reference: string) => {
      setNotice(null);
      settleMutate(
        { bookingId: booking.id, reference },
        {
          onSuccess: onPaid,
          onError: (error) => {
            onCheckoutSettled();
            if (error instanceof PaymentNotCompleteError)
              setNotice({ tone: 'warning', text: error.message, detail: PAY_LATER });
            else setNotice({ tone: 'error', text: apiErrorMessage(error, Messages.unexpectedError) });
          },
        },
      );
    },
    [booking.id, settleMutate, onCheckoutSettled, onPaid],
  );

  // Back from the checkout page: settle once (the ref survives a re-run of the effect).
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!returnReference || settled.current === returnReference) return;
    settled.current = returnReference;
    clearPendingPayment();
    settle(returnReference);
  }, [returnReference, settle]);

  const pay = () => {
    if (!method && !creditsPayAll) {
      setMethodError(Messages.paymentMethodRequired);
      return;
    }
    if (!user?.email) {
      setNotice({ tone: 'error', text: Messages.customerEmailRequired });
      return;
    }
    setNotice(null);
    start.mutate(
      {
        bookingId: booking.id,
        ...(method && !creditsPayAll ? { paymentMethod: method } : {}),
        ...(offered ? { useCredits: withCredits } : {}),
      },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'paid-with-credits') void getBooking(booking.id).then(onPaid);
          else if (outcome.kind === 'paid') settle(outcome.reference);
          else if (outcome.kind === 'closed')
            setNotice({ tone: 'info', text: 'Payment window closed.', detail: PAY_LATER });
          else if (outcome.kind === 'failed')
            setNotice({ tone: 'error', text: Messages.paymentInitFailed, detail: outcome.message });
        },
        onError: (error) => setNotice({ tone: 'error', text: apiErrorMessage(error, Messages.paymentInitFailed) }),
      },
    );
  };

  const phase: Phase = verifying
    ? 'verifying'
    : start.isPending
      ? 'starting'
      : start.data?.kind === 'redirected'
        ? 'redirecting'
        : 'idle';
  if (phase === 'verifying') return <Spinner label="Confirming your payment..." className="py-10" />;

  const expired = booking.status === 'expired' || holdOver;
  const disrupted = booking.paymentStatus !== 'paid' && knownDisruption(booking);
  const payable = booking.paymentStatus !== 'paid' && booking.status !== 'cancelled' && !expired && !disrupted;
  const busy = phase !== 'idle';
  return (
    <div className="flex flex-col gap-4">
      <BookingSummary booking={booking} credits={payable && withCredits ? offered : null} />
      <MeetingDetails
        meetingTime={booking.meetingTime}
        meetingPoint={booking.meetingPoint}
        timeZone={serviceTimeZone(booking)}
      />
      {payable ? <BeforeYouPay booking={booking} /> : null}
      {booking.holdExpiresAt && booking.status === 'pending' && phase !== 'redirecting' ? (
        <HoldCountdown
          holdExpiresAt={booking.holdExpiresAt}
          onExpired={onHoldExpired}
          timeZone={serviceTimeZone(booking)}
        />
      ) : null}
      {disrupted ? <Alert tone="warning">{disruptedNotPayableMessage(disrupted)}</Alert> : null}
      {notice ? (
        <Alert tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.detail ? <p className="mt-1">{notice.detail}</p> : null}
        </Alert>
      ) : null}
      {payable ? (
        <>
          <UseCreditsChoice
            booking={booking}
            checked={useCredits}
            disabled={busy}
            onChange={(checked) => {
              setUseCredits(checked);
              setMethodError(null);
            }}
          />
          {creditsPayAll ? null : (
            <PaymentMethodChoice
              value={method}
              error={methodError}
              disabled={busy}
              onChange={(m) => {
                setMethod(m);
                setMethodError(null);
              }}
            />
          )}
          <NeedsNetwork>
            <Button size="lg" onClick={pay} disabled={busy}>
              <Lock aria-hidden="true" className="h-4 w-4" />
              {phase === 'redirecting'
                ? 'Opening the secure checkout...'
                : phase === 'starting'
                  ? 'Preparing payment...'
                  : creditsPayAll
                    ? 'Pay with my credits'
                    : `Pay ${formatMoney(withCredits ? minorToMajor(offered.moneyNgnKobo) : booking.totalAmountNgn, 'NGN')}`}
            </Button>
          </NeedsNetwork>
          <p className="text-xs text-slate-700">
            Payments are processed securely by Paystack in Naira. Your card details never reach our servers.
          </p>
        </>
      ) : expired ? (
        // The countdown says why when it ran out here; a booking loaded already expired says it here.
        booking.holdExpiresAt && booking.status === 'pending' ? null : (
          <HoldExpiredNotice />
        )
      ) : (
        <Alert tone="info">
          {booking.status === 'cancelled' ? 'This booking was cancelled.' : 'This booking is already paid.'}
        </Alert>
      )}
    </div>
  );
}
