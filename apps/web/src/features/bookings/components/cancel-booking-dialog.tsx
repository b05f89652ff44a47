/**
 * Asks before cancelling a booking and states the refund rule that applies (paid and 24 h or
 * more before the flight: full refund; later: none; unpaid: nothing to refund), and for a paid
 * booking that loyalty credits helped pay, what happens to them (issue 37). On success the
 * list is fetched again and the server's sentence is shown; a failure shows the response message
 * or 'Failed to cancel booking' (§8).
 */
import { type Booking, cancelCreditsSentence, refundsInFull } from '@fasttrack/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useCancelBooking } from '../api/cancel-booking';
import { cancellationRuleFor, cancelRuleText } from '../cancellation-rule';

export interface CancelBookingDialogProps {
  booking: Booking | null;
  onClose(): void;
  onCancelled(message: string): void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const rule = booking ? cancellationRuleFor(booking) : null;
  const paid = booking?.paymentStatus === 'paid';
  // `money?`: a booking kept offline from before issue 37 has no money story.
  const credits = paid && rule ? (booking?.money?.creditsUsdCents ?? 0) : 0;
  const hours = booking?.freeCancellationHours;
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) {
          cancel.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel booking {booking?.bookingReference}?</DialogTitle>
          <DialogDescription>
            {rule ? cancelRuleText(rule, hours) : 'This booking can no longer be cancelled.'}
            {rule && credits > 0
              ? ` ${cancelCreditsSentence(credits, { refundedInFull: refundsInFull(rule), hours })}`
              : null}
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? <Alert tone="error">{cancel.error.message}</Alert> : null}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => {
              cancel.reset();
              onClose();
            }}
          >
            Keep Booking
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={cancel.isPending || !booking || !rule}
            onClick={() => {
              if (!booking) return;
              cancel.mutate(booking.id, {
                onSuccess: ({ message }) => {
                  cancel.reset();
                  onCancelled(message);
                },
              });
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Booking'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
