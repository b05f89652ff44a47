/**
 * The actions of one board card (issue 26 §6; issue 36 item 3), each only where it means
 * something: Reassign while the officer has not checked in (once under way the API refuses it,
 * and the desk steps in instead), Step in on a confirmed service, Unlock code once it is locked,
 * Move to new flight after a disruption, the chat of the service (read, and written as
 * "FastTrack support"), and the audit for an admin. One panel opens under the card at a time.
 */
import { type OpsBooking, SUPPORT_SENDER_NAME } from '@fasttrack/contracts';
import { MessageSquare } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChatPanel, unlockMeetingCode } from '../../live/index';
import { DispatcherActions, serviceStep } from './dispatcher-actions';
import { MoveBookingPanel } from './move-booking-panel';
import { ReassignPanel } from './reassign-panel';

type Panel = 'reassign' | 'step-in' | 'move' | 'chat';

export interface BoardActionsProps {
  booking: OpsBooking;
  isAdmin: boolean;
  onNotice(text: string): void;
  onAudit(): void;
  /** Opens the booking's call log (issue 36 item 2). */
  onCalls(): void;
}

export function BoardActions({ booking: b, isAdmin, onNotice, onAudit, onCalls }: BoardActionsProps) {
  const [open, setOpen] = useState<Panel | null>(null);
  const confirmed = b.status === 'confirmed';
  const { underWay } = serviceStep(b);
  const messages = b.chatMessages ?? 0;
  const toggle = (panel: Panel, label: ReactNode) => (
    <Button
      size="sm"
      variant={open === panel ? 'primary' : 'outline'}
      aria-expanded={open === panel}
      onClick={() => setOpen(open === panel ? null : panel)}
    >
      {label}
    </Button>
  );
  const done = (text: string) => {
    setOpen(null);
    onNotice(text);
  };
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {confirmed && !b.flightDisruption && !underWay
          ? toggle(
              'reassign',
              <>
                Reassign<span className="sr-only"> {b.bookingReference}</span>
              </>,
            )
          : null}
        {confirmed
          ? toggle(
              'step-in',
              <>
                Step in<span className="sr-only"> on {b.bookingReference}</span>
              </>,
            )
          : null}
        {b.codeLocked && confirmed ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void unlockMeetingCode(b.id).then(
                () => onNotice(`Meeting code of ${b.bookingReference} unlocked.`),
                (error: Error) => onNotice(error.message),
              )
            }
          >
            Unlock code<span className="sr-only"> of {b.bookingReference}</span>
          </Button>
        ) : null}
        {b.flightDisruption
          ? toggle(
              'move',
              <>
                Move to new flight<span className="sr-only"> {b.bookingReference}</span>
              </>,
            )
          : null}
        {b.officers.length > 0 || messages > 0
          ? toggle(
              'chat',
              <>
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                Chat{messages > 0 ? ` (${messages})` : ''}
                <span className="sr-only"> of {b.bookingReference}</span>
              </>,
            )
          : null}
        <Button size="sm" variant="ghost" onClick={onCalls}>
          Calls<span className="sr-only"> of {b.bookingReference}</span>
        </Button>
        {isAdmin ? (
          <Button size="sm" variant="ghost" onClick={onAudit}>
            Audit<span className="sr-only"> of {b.bookingReference}</span>
          </Button>
        ) : null}
      </div>
      {open === 'reassign' ? (
        <ReassignPanel booking={b} onDone={() => done(`Officers of ${b.bookingReference} updated.`)} />
      ) : null}
      {open === 'step-in' ? <DispatcherActions booking={b} onDone={done} /> : null}
      {open === 'move' ? (
        <MoveBookingPanel booking={b} onDone={(message) => done(`${b.bookingReference}: ${message}`)} />
      ) : null}
      {open === 'chat' ? (
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <ChatPanel
            bookingId={b.id}
            title={`Chat of ${b.bookingReference}`}
            composeLabel={`Write as ${SUPPORT_SENDER_NAME}`}
            timeZone={b.airportTimeZone}
          />
        </div>
      ) : null}
    </>
  );
}
