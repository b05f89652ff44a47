/**
 * /ops (issue 15 §7), dispatcher and admin: the day board for one Lagos date (today by default).
 * Officers late to check in first, in red (issue 36 item 3); then confirmed bookings in
 * meeting-time order with everything the desk needs and the state of each service, live;
 * filters (arrivals, departures, needs officer, cancelled and refunded); search by booking
 * reference, name, e-mail or phone; each card's actions (board-actions.tsx); the capacity strip
 * per hour, summarised and closed on a phone; an admin also reads a booking's audit. With more
 * than one served airport, the desk may show one airport's day (issue 41). Date, airport,
 * filter and search live in the address, so a view can be shared and survives a reload. The
 * add-on lines waiting for the dispatcher's answer come before the bookings (issue 41 item 4).
 */
import { BUSINESS_TIME_ZONE, dayInZone, isIsoDate, OPS_BOARD_FILTERS, type OpsBooking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/index';
import { CallLogDialog } from '../calls/index';
import { RatingsPanel } from '../live/index';
import { servedAirportsQuery } from './api/airports';
import { boardQuery } from './api/get-board';
import { AirportOptions } from './components/airport-options';
import { AuditDialog } from './components/audit-dialog';
import { BoardActions } from './components/board-actions';
import { BoardRow } from './components/board-row';
import { CapacityStrip } from './components/capacity-strip';
import { ExtrasWaiting } from './components/extras-waiting';
import { LateCheckIns } from './components/late-check-ins';
import { StaffLayout } from './components/staff-layout';
import { useBoardLive } from './use-board-live';

type Filter = (typeof OPS_BOARD_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  arrivals: 'Arrivals',
  departures: 'Departures',
  'needs-officer': 'Needs officer',
  cancelled: 'Cancelled and refunded',
};

/** What the board says when a view lists no booking. */
function emptyText(q: string, filter: Filter): string {
  if (q) return 'No booking matches, on any date.';
  if (filter === 'cancelled') return 'No booking was cancelled on this day.';
  return filter !== 'all' ? 'No booking matches on this day.' : 'No confirmed booking on this day.';
}

export function OpsBoardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter') as Filter | null;
  const filter: Filter = filterParam && OPS_BOARD_FILTERS.includes(filterParam) ? filterParam : 'all';
  const q = params.get('q') ?? '';
  const airport = params.get('airport') ?? '';
  const airports = useQuery(servedAirportsQuery()).data;
  // The day is the chosen airport's (issue 41 item 2); with none chosen, the business's.
  const chosen = airports?.find((a) => a.iata === airport);
  const dateParam = params.get('date');
  const date =
    dateParam && isIsoDate(dateParam) ? dateParam : dayInZone(new Date(), chosen?.timeZone ?? BUSINESS_TIME_ZONE);
  const [search, setSearch] = useState(q);
  const [audited, setAudited] = useState<OpsBooking | null>(null);
  // The row whose call log is open (issue 36 item 2).
  const [callsOf, setCallsOf] = useState<OpsBooking | null>(null);
  const [notice, setNotice] = useState('');
  const board = useQuery(boardQuery({ date, filter, ...(q ? { q } : {}), ...(airport ? { airport } : {}) }));
  useBoardLive(board, setNotice);

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
    <StaffLayout
      title="Operations board"
      description="Confirmed services for one day, in meeting-time order, each at its airport's time."
    >
      {/* Whatever day or filter is shown, a late officer is the first thing the desk sees. */}
      <LateCheckIns late={board.data?.lateCheckIns ?? []} />
      <div className="flex flex-wrap items-end gap-3">
        {/* Date and airport share one line on a phone, so the first booking stays on the first screen. */}
        <div className="flex w-full gap-3 sm:w-auto">
          <Field label={`Date (${chosen?.city ?? 'Lagos'})`} className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <Input
              type="date"
              value={date}
              required
              onChange={(e) => e.target.value && update({ date: e.target.value })}
            />
          </Field>
          {/* A desk at one airport watches its own day; with one airport served there is no choice. */}
          {airports && airports.length > 1 ? (
            <Field label="Airport" className="min-w-0 flex-1 sm:w-52 sm:flex-none">
              <Select value={airport} onChange={(e) => update({ airport: e.target.value })}>
                <option value="">All airports</option>
                <AirportOptions airports={airports} />
              </Select>
            </Field>
          ) : null}
        </div>
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
      {/* One row that scrolls sideways on a phone, so the filters take one line. */}
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        <legend className="sr-only">Show</legend>
        {OPS_BOARD_FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={f === filter ? 'primary' : 'outline'}
            aria-pressed={f === filter}
            className={cn('shrink-0', f === 'needs-officer' && f !== filter && 'text-red-800')}
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
        // On a phone the bookings come first, then the extras waiting for an answer and the
        // capacity strip, closed (issue 37); on a wider screen both come before the bookings.
        <div className="flex flex-col gap-5">
          {/* Add-ons the traveller was promised an answer on within 2 hours (issue 41 item 4). */}
          <div className="order-last sm:order-first">
            <ExtrasWaiting airport={airport} />
          </div>
          <CapacityStrip
            hours={board.data.capacity}
            timeZone={board.data.timeZone}
            className="order-last sm:order-first"
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {board.data.bookings.length === 0
              ? emptyText(q, filter)
              : `${board.data.bookings.length} ${board.data.bookings.length === 1 ? 'booking' : 'bookings'}${q ? ', all dates' : ''}`}
          </p>
          <div className="flex flex-col gap-3">
            {board.data.bookings.map((b) => (
              <BoardRow key={b.id} booking={b}>
                <BoardActions
                  booking={b}
                  isAdmin={user?.role === 'admin'}
                  onNotice={setNotice}
                  onAudit={() => setAudited(b)}
                  onCalls={() => setCallsOf(b)}
                />
              </BoardRow>
            ))}
          </div>
        </div>
      ) : null}
      <RatingsPanel />
      {audited ? <AuditDialog booking={audited} onClose={() => setAudited(null)} /> : null}
      {callsOf ? <CallLogDialog booking={callsOf} onClose={() => setCallsOf(null)} /> : null}
    </StaffLayout>
  );
}
