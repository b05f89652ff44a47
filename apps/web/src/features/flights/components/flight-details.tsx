/**
 * A flight's details (spec §3 Flight search result): airline and flight number, the two airports
 * with their times (each in its airport's own time, as the API gives them with their offset),
 * the terminal at the airport we serve, and the demo-timetable note when the data is not live.
 */
import type { FlightInfo } from '@fasttrack/contracts';
import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { DemoTimetableNote } from '../../config/index';
import { formatFlightTime } from '../flight-time';

export function FlightDetails({ flight, source }: { flight: FlightInfo; source?: 'schedule' | 'provider' }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold text-slate-900">
        {flight.airlineName} {flight.flightNumber}
      </p>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-1 font-medium text-slate-700">
            <PlaneTakeoff aria-hidden="true" className="h-4 w-4" />
            Departs
          </dt>
          <dd className="text-slate-900">
            {flight.departureAirportName} ({flight.departureIata})
            <br />
            {formatFlightTime(flight, 'departure')}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 font-medium text-slate-700">
            <PlaneLanding aria-hidden="true" className="h-4 w-4" />
            Arrives
          </dt>
          <dd className="text-slate-900">
            {flight.arrivalAirportName} ({flight.arrivalIata})
            <br />
            {formatFlightTime(flight, 'arrival')}
          </dd>
        </div>
      </dl>
      {flight.terminal ? <p className="mt-2 text-sm text-slate-700">Terminal: {flight.terminal}</p> : null}
      {source === 'schedule' ? <DemoTimetableNote className="mt-2" /> : null}
    </div>
  );
}
