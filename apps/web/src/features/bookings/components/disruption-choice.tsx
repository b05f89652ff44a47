/**
 * The one-tap choice after a cancelled or diverted flight (issue 26 §3), on the booking page:
 * the explanation (with the time the full refund is made by itself) and two buttons, a full
 * refund now or keep the booking for the re-booked flight. After "keep" the refund stays on
 * offer until a dispatcher has moved the booking. The words are contracts' copy, as in the e-mail.
 */
import {
  awaitsDisruptionChoice,
  type Booking,
  type DisruptionChoice as Choice,
  DisruptionChoiceLabels,
  disruptionChoiceText,
  disruptionKeptText,
} from '@fasttrack/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatWat } from '../../../lib/wat';
import { useChooseAfterDisruption } from '../api/choose-after-disruption';

export function DisruptionChoice({ booking, onChosen }: { booking: Booking; onChosen: (message: string) => void }) {
  const choose = useChooseAfterDisruption();
  if (!booking.flightDisruption || !awaitsDisruptionChoice(booking)) return null;
  const kept = booking.disruptionChoice === 'keep';
  const pick = (choice: Choice) =>
    choose.mutate({ id: booking.id, choice }, { onSuccess: ({ message }) => onChosen(message) });
  return (
    <Alert tone="warning" data-testid="disruption-choice">
      <p>
        {kept
          ? disruptionKeptText(booking.flightDisruption)
          : disruptionChoiceText(booking.flightDisruption, formatWat(booking.meetingTime))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={choose.isPending} onClick={() => pick('refund')}>
          {DisruptionChoiceLabels.refund}
        </Button>
        {kept ? null : (
          <Button size="sm" variant="outline" disabled={choose.isPending} onClick={() => pick('keep')}>
            {DisruptionChoiceLabels.keep}
          </Button>
        )}
      </div>
      {choose.isError ? <p className="mt-2 font-medium text-red-800">{choose.error.message}</p> : null}
    </Alert>
  );
}
