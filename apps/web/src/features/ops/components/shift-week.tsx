/**
 * One officer's shifts by week (issue 15 §3): the 7 days from Monday, each with its shifts
 * ("05:00 WAT to 23:00 WAT"), to add, change or remove. Times are entered and shown on the clock
 * of the officer's airport (issue 41 item 2).
 */
import { addDaysIso, dayInZone, formatIsoDate, type Officer, type Shift, zoneName } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatLocalTime } from '../../../lib/wat';
import { shiftsQuery, useShiftMutations } from '../api/shifts';
import { clockOf, dateOf, shiftRange, weekDays, weekStart } from '../shift-times';

export function ShiftWeek({ officer }: { officer: Officer }) {
  const timeZone = officer.airportTimeZone;
  const [monday, setMonday] = useState(() => weekStart(dayInZone(new Date(), timeZone)));
  const days = weekDays(monday);
  const sunday = days[6] ?? monday;
  const shifts = useQuery(shiftsQuery(officer.id, monday, sunday));
  const [editing, setEditing] = useState<string | null>(null);
  const { remove } = useShiftMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${officer.firstName} ${officer.lastName}`;

  return (
    <section aria-label={`Shifts of ${name}`} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">Shifts, week of {formatIsoDate(monday, 'd MMM yyyy')}</h3>
        <div className="flex gap-1">
          <Button size="sm" variant="outline" onClick={() => setMonday(addDaysIso(monday, -7))}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous week
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMonday(addDaysIso(monday, 7))}>
            Next week
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
      {shifts.isPending ? <Spinner label="Loading shifts..." className="py-4" /> : null}
      {shifts.isError ? <Alert tone="error">{shifts.error.message}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {shifts.data ? (
        <ul className="flex flex-col divide-y divide-slate-200">
          {days.map((day) => {
            const onDay = shifts.data.filter((s) => dateOf(s.startsAt, timeZone) === day);
            const dayLabel = formatIsoDate(day);
            return (
              <li key={day} className="flex flex-col gap-2 py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{dayLabel}</span>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(`new:${day}`)}>
                    Add shift<span className="sr-only"> on {dayLabel}</span>
                  </Button>
                </div>
                {onDay.length === 0 ? <p className="text-sm text-slate-700">No shift</p> : null}
                {onDay.map((s) =>
                  editing === s.id ? (
                    <ShiftForm key={s.id} officer={officer} day={day} shift={s} onDone={() => setEditing(null)} />
                  ) : (
                    <div key={s.id} className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="tabular-nums text-slate-900">
                        {formatLocalTime(s.startsAt, timeZone)} to {formatLocalTime(s.endsAt, timeZone)}
                        {dateOf(s.endsAt, timeZone) !== day ? ' (next day)' : ''}
                      </span>
                      <Button size="sm" variant="outline" onClick={() => setEditing(s.id)}>
                        Edit<span className="sr-only"> shift on {dayLabel}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={remove.isPending}
                        onClick={() => {
                          setFailure(null);
                          remove.mutate(s.id, { onError: (error) => setFailure(error.message) });
                        }}
                      >
                        Remove<span className="sr-only"> shift on {dayLabel}</span>
                      </Button>
                    </div>
                  ),
                )}
                {editing === `new:${day}` ? (
                  <ShiftForm officer={officer} day={day} shift={null} onDone={() => setEditing(null)} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function ShiftForm({
  officer,
  day,
  shift,
  onDone,
}: {
  officer: Pick<Officer, 'id' | 'airportTimeZone'>;
  day: string;
  shift: Shift | null;
  onDone(): void;
}) {
  const { create, update } = useShiftMutations();
  const timeZone = officer.airportTimeZone;
  const zone = zoneName(timeZone, new Date(`${day}T12:00:00Z`)) ?? timeZone;
  const [start, setStart] = useState(shift ? clockOf(shift.startsAt, timeZone) : '05:00');
  const [end, setEnd] = useState(shift ? clockOf(shift.endsAt, timeZone) : '23:00');
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!start || !end) {
      setFailure('Enter a start and an end time');
      return;
    }
    const range = shiftRange(day, { start, end }, timeZone);
    const handlers = { onSuccess: onDone, onError: (error: Error) => setFailure(error.message) };
    if (shift) update.mutate({ id: shift.id, ...range }, handlers);
    else create.mutate({ officerId: officer.id, ...range }, handlers);
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Start ({zone})</span>
        <input
          type="time"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          className="h-11 rounded-md border border-slate-400 bg-white px-2"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">End ({zone})</span>
        <input
          type="time"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          className="h-11 rounded-md border border-slate-400 bg-white px-2"
        />
      </label>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? 'Saving...' : shift ? 'Save shift' : 'Add shift'}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone} disabled={busy}>
        Cancel
      </Button>
      {failure ? (
        <p role="alert" className="w-full font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
