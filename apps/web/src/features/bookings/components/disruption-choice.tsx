/**
 * The choice after a cancelled or diverted flight (issue 26 §3), on the booking page: the
 * explanation (with the time the full refund is made by itself) and two buttons, a full refund now
 * or keep the booking. Keeping asks which flight the airline put the traveller on (issue 36 item
 * 5; keep-flight-step.tsx): the booking moves to it at once when it can be served, else our team
 * moves it, and the page says to which flight. The refund stays on offer until the move. The words
 * are contracts' copy, as in the e-mail.
 */
import {
  awaitsDisruptionChoice,
  type Booking,
  DisruptionChoiceLabels,
  disruptionChoiceText,
  disruptionKeptText,
  KeepFlightTexts,
  serviceTimeZone,
} from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatInZone } from '../../../lib/wat';
import { useChooseAfterDisruption } from '../api/choose-after-disruption';
import { KeepFlightStep } from './keep-flight-step';

export function DisruptionChoice({ booking, onChosen }: { booking: Booking; onChosen: (message: string) => void }) {
  const choose = useChooseAfterDisruption();
  const [naming, setNaming] = useState(false);
  if (!booking.flightDisruption || !awaitsDisruptionChoice(booking)) return null;
  const kept = booking.disruptionChoice === 'keep';
  const done = ({ message }: { message: string }) => {
    setNaming(false);
    onChosen(message);
  };
  const refund = () => choose.mutate({ id: booking.id, choice: 'refund' }, { onSuccess: done });
  const keep = (reference: string | null) =>
    choose.mutate(
      { id: booking.id, choice: 'keep', ...(reference ? { flightBookingReference: reference } : {}) },
      { onSuccess: done },
    );
  return (
    <Alert tone="warning" data-testid="disruption-choice">
      <p>
        {kept
          ? disruptionKeptText(booking.flightDisruption, booking.requestedFlightNumber)
          : disruptionChoiceText(booking.flightDisruption, formatInZone(booking.meetingTime, serviceTimeZone(booking)))}
      </p>
      {naming ? (
        <KeepFlightStep busy={choose.isPending} onKeep={keep} onBack={() => setNaming(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={choose.isPending} onClick={refund}>
            {DisruptionChoiceLabels.refund}
          </Button>
          <Button size="sm" variant="outline" disabled={choose.isPending} onClick={() => setNaming(true)}>
            {kept ? KeepFlightTexts.nameIt : DisruptionChoiceLabels.keep}
          </Button>
        </div>
      )}
      {choose.isError ? <p className="mt-2 font-medium text-red-800">{choose.error.message}</p> : null}
    </Alert>
  );
}
