/**
 * /ops (issue 15 §7), dispatcher and admin: the day board for one Lagos date (today by default).
 * Confirmed bookings in meeting-time order with everything the desk needs; filters (arrivals,
 * departures, needs officer); search by booking reference, name, e-mail or phone; reassign from
 * a row; the capacity strip per hour; an admin also reads a booking's audit. Date, filter and
 * search live in the address, so a view can be shared and survives a reload.
 */
import { isIsoDate, lagosToday, OPS_BOARD_FILTERS, type OpsBooking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/index';
import { CallLogDialog } from '../calls/index';
import { RatingsPanel, unlockMeetingCode, useLiveStream } from '../live/index';
import { boardKey, boardQuery } from './api/get-board';
import { AuditDialog } from './components/audit-dialog';
import { BoardRow } from './components/board-row';
import { CapacityStrip } from './components/capacity-strip';
import { DispatcherActions } from './components/dispatcher-actions';
import { MoveBookingPanel } from './components/move-booking-panel';
import { ReassignPanel } from './components/reassign-panel';
import { StaffLayout } from './components/staff-layout';

type Filter = (typeof OPS_BOARD_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  arrivals: 'Arrivals',
  departures: 'Departures',
  'needs-officer': 'Needs officer',
};

export function OpsBoardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const date = dateParam && isIsoDate(dateParam) ? dateParam : lagosToday();
  const filterParam = params.get('filter') as Filter | null;
  const filter: Filter = filterParam && OPS_BOARD_FILTERS.includes(filterParam) ? filterParam : 'all';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [open, setOpen] = useState<string | null>(null);
  const [acting, setActing] = useState<string | null>(null);
  // The row whose "Move to new flight" form is open (issue 26 §3).
  const [moving, setMoving] = useState<string | null>(null);
  const [audited, setAudited] = useState<OpsBooking | null>(null);
  // The row whose call log is open (issue 36 item 2).
  const [callsOf, setCallsOf] = useState<OpsBooking | null>(null);
  const [notice, setNotice] = useState('');
  const board = useQuery(boardQuery({ date, filter, ...(q ? { q } : {}) }));
  // Live (issue 17 §4): assignments, milestones and cancellations refresh the board at once; ratings
  // too. A cancelled booking leaves the board, so the desk is told which one (issue 26 §2).
  const shown = useRef<readonly OpsBooking[]>([]);
  shown.current = board.data?.bookings ?? shown.current;
  useLiveStream({ scope: 'board' }, [boardKey, ['ops', 'ratings']], (e) => {
    if (e.type !== 'cancelled') return;
    const gone = shown.current.find((b) => b.id === e.bookingId);
    if (gone) setNotice(`${gone.bookingReference} was cancelled (${String(e.payload.by ?? 'system')}).`);
  });

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <StaffLayout title="Operations board" description="Confirmed services for one day, in meeting-time order (WAT).">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Date (Lagos)" className="w-44">
          <Input
            type="date"
            value={date}
            required
            onChange={(e) => e.target.value && update({ date: e.target.value })}
          />
        </Field>
        <search className="w-full min-w-0 sm:w-auto sm:flex-1">
          <form onSubmit={submitSearch} className="flex min-w-0 items-end gap-2">
            <Field label="Reference, name, e-mail or phone" className="min-w-0 flex-1">
              <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
            <Button type="submit" variant="outline">
              Search
            </Button>
          </form>
        </search>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {OPS_BOARD_FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={f === filter ? 'primary' : 'outline'}
            aria-pressed={f === filter}
            className={cn(f === 'needs-officer' && f !== filter && 'text-red-800')}
            onClick={() => update({ filter: f === 'all' ? '' : f })}
          >
            {FILTER_LABELS[f]}
          </Button>
        ))}
      </fieldset>

      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      {board.isPending ? <Spinner label="Loading the board..." className="py-10" /> : null}
      {board.isError ? (
        <Alert tone="error">
          <p>{board.error.message}</p>
          <Button variant="link" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {board.data ? (
        <>
          <CapacityStrip hours={board.data.capacity} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {board.data.bookings.length === 0
              ? q
                ? 'No booking matches, on any date.'
                : filter !== 'all'
                  ? 'No booking matches on this day.'
                  : 'No confirmed booking on this day.'
              : `${board.data.bookings.length} ${board.data.bookings.length === 1 ? 'booking' : 'bookings'}${q ? ', all dates' : ''}`}
          </p>
          <div className="flex flex-col gap-3">
            {board.data.bookings.map((b) => (
              <BoardRow key={b.id} booking={b}>
                <div className="flex flex-wrap gap-2">
                  {/* Each action only where it means something (issue 26 §6): officers and steps for a
                      confirmed service, the code's unlock once it is locked. */}
                  {b.status === 'confirmed' && !b.flightDisruption ? (
                    <Button
                      size="sm"
                      variant={open === b.id ? 'primary' : 'outline'}
                      aria-expanded={open === b.id}
                      onClick={() => setOpen(open === b.id ? null : b.id)}
                    >
                      Reassign<span className="sr-only"> {b.bookingReference}</span>
                    </Button>
                  ) : null}
                  {b.status === 'confirmed' ? (
                    <Button
                      size="sm"
                      variant={acting === b.id ? 'primary' : 'outline'}
                      aria-expanded={acting === b.id}
                      onClick={() => setActing(acting === b.id ? null : b.id)}
                    >
                      Step in<span className="sr-only"> on {b.bookingReference}</span>
                    </Button>
                  ) : null}
                  {b.codeLocked && b.status === 'confirmed' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void unlockMeetingCode(b.id).then(
                          () => setNotice(`Meeting code of ${b.bookingReference} unlocked.`),
                          (error: Error) => setNotice(error.message),
                        )
                      }
                    >
                      Unlock code<span className="sr-only"> of {b.bookingReference}</span>
                    </Button>
                  ) : null}
                  {b.flightDisruption ? (
                    <Button
                      size="sm"
                      variant={moving === b.id ? 'primary' : 'outline'}
                      aria-expanded={moving === b.id}
                      onClick={() => setMoving(moving === b.id ? null : b.id)}
                    >
                      Move to new flight<span className="sr-only"> {b.bookingReference}</span>
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => setCallsOf(b)}>
                    Calls<span className="sr-only"> of {b.bookingReference}</span>
                  </Button>
                  {user?.role === 'admin' ? (
                    <Button size="sm" variant="ghost" onClick={() => setAudited(b)}>
                      Audit<span className="sr-only"> of {b.bookingReference}</span>
                    </Button>
                  ) : null}
                </div>
                {open === b.id ? (
                  <ReassignPanel
                    booking={b}
                    onDone={() => {
                      setOpen(null);
                      setNotice(`Officers of ${b.bookingReference} updated.`);
                    }}
                  />
                ) : null}
                {acting === b.id ? (
                  <DispatcherActions
                    booking={b}
                    onDone={(text) => {
                      setActing(null);
                      setNotice(text);
                    }}
                  />
                ) : null}
                {moving === b.id ? (
                  <MoveBookingPanel
                    booking={b}
                    onDone={(message) => {
                      setMoving(null);
                      setNotice(`${b.bookingReference}: ${message}`);
                    }}
                  />
                ) : null}
              </BoardRow>
            ))}
          </div>
        </>
      ) : null}
      <RatingsPanel />
      {audited ? <AuditDialog booking={audited} onClose={() => setAudited(null)} /> : null}
      {callsOf ? <CallLogDialog booking={callsOf} onClose={() => setCallsOf(null)} /> : null}
    </StaffLayout>
  );
}
