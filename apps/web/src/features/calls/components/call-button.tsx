/**
 * "Call traveller" on the officer's service card and "Call my officer" on the traveller's booking
 * page (issue 36 item 2): one tap asks the API to place the call, and the caller's phone rings
 * from the business number; the other side is dialled when they answer, so neither sees the
 * other's number. The latest call's state shows under the button as it changes, and the button
 * waits while a call is under way (the API also lets one call through per booking every 30 s).
 * A refusal (too early, no phone, too many calls) is shown in the API's words. Offline the button
 * is held back with "Available when you're back online" (NeedsNetwork, ADR 325): the call is
 * placed by the API, so a tap with no network could only fail.
 */
import { CallMessages, callEnded } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { Button } from '../../../components/ui/button';
import { bookingCallsQuery, usePlaceCall } from '../api/calls';
import { callStateLine } from './call-state';

export interface CallButtonProps {
  bookingId: string;
  /** Who is calling whom: the officer their traveller, or the traveller their officer. */
  side: 'officer' | 'traveller';
}

export function CallButton({ bookingId, side }: CallButtonProps) {
  const place = usePlaceCall(bookingId);
  const calls = useQuery(bookingCallsQuery(bookingId));
  const hintId = useId();
  const mine = calls.data?.find((c) =>
    side === 'officer' ? c.direction === 'officer_to_traveller' : c.direction === 'traveller_to_officer',
  );
  const underWay = mine ? !callEnded(mine.status) : false;
  const label = side === 'officer' ? CallMessages.callTraveller : CallMessages.callOfficer;
  return (
    <div className="flex flex-col gap-2">
      <NeedsNetwork>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="w-full sm:w-auto"
          aria-describedby={hintId}
          disabled={place.isPending || underWay}
          onClick={() => place.mutate()}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          {label}
        </Button>
      </NeedsNetwork>
      <p id={hintId} className="text-sm text-slate-700">
        {side === 'officer' ? CallMessages.officerHow : CallMessages.travellerHow}
      </p>
      <p role="status" className="text-sm font-semibold text-slate-900">
        {place.isPending ? 'Placing the call...' : null}
        {!place.isPending && underWay && mine ? `${CallMessages.placed} ${callStateLine(mine)}.` : null}
        {!place.isPending && !underWay && place.isSuccess && mine ? `Last call: ${callStateLine(mine)}.` : null}
      </p>
      {place.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {place.error.message}
        </p>
      ) : null}
    </div>
  );
}
