/**
 * The answer for each passenger (issue 39 item 2): confirmed on account, or waiting for a card
 * payment with the API's reason and "Pay by card" (the usual payment step for that booking), or
 * not booked with the API's §8 message and "Try again".
 */
import { CheckCircle2, CreditCard, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { organisationPath } from '../../../lib/paths';
import { useBookingDialog } from '../../bookings/index';
import type { PassengerOutcome } from '../book-for-passengers';
import { OrgBookingsCopy as copy } from '../copy';

export interface BookingOutcomesProps {
  organisationId: string;
  outcomes: readonly PassengerOutcome[];
  running: boolean;
  onRetry(key: string): void;
}

export function BookingOutcomes({ organisationId, outcomes, running, onRetry }: BookingOutcomesProps) {
  const { openBookingDialog } = useBookingDialog();
  return (
    <section aria-labelledby="outcomes-title" className="flex flex-col gap-3">
      <h3 id="outcomes-title" className="text-lg font-semibold text-slate-900">
        {copy.bookingsMade}
      </h3>
      <ul className="flex flex-col gap-2" aria-live="polite">
        {outcomes.map((o) => (
          <li
            key={o.passenger.key}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{o.passenger.fullName}</p>
              {o.state === 'booked' ? (
                <p className="text-sm text-slate-800">
                  {o.result.payment.outcome === 'on_account' ? (
                    <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                      <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                      {copy.confirmedOnAccount}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 font-medium text-amber-900">
                      <CreditCard aria-hidden="true" className="h-4 w-4" />
                      {copy.cardRequired}
                    </span>
                  )}{' '}
                  <Link
                    className="text-brand-700 underline"
                    to={organisationPath(organisationId, 'bookings', o.result.booking.id)}
                  >
                    {o.result.booking.bookingReference}
                  </Link>
                  {o.result.payment.outcome === 'card_required' ? (
                    <span className="block">{o.result.payment.message}</span>
                  ) : null}
                </p>
              ) : o.state === 'failed' ? (
                <p className="text-sm text-red-800">
                  <span className="inline-flex items-center gap-1 font-medium">
                    <XCircle aria-hidden="true" className="h-4 w-4" />
                    {copy.failed}
                  </span>
                  <span className="block">{o.message}</span>
                </p>
              ) : (
                <Spinner label={copy.booking} className="justify-start" />
              )}
            </div>
            {o.state === 'booked' && o.result.payment.outcome === 'card_required' ? (
              <Button
                onClick={() => openBookingDialog({ bookingId: o.result.booking.id, source: 'bookings' })}
                aria-label={`${copy.payByCard}: ${o.passenger.fullName}`}
              >
                <CreditCard aria-hidden="true" className="h-4 w-4" />
                {copy.payByCard}
              </Button>
            ) : null}
            {o.state === 'failed' ? (
              <Button
                variant="outline"
                disabled={running}
                onClick={() => onRetry(o.passenger.key)}
                aria-label={`${copy.tryAgain}: ${o.passenger.fullName}`}
              >
                {copy.tryAgain}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
