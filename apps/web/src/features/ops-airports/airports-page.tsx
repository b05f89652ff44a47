/**
 * /ops/airports (issue 41 items 1 and 3): the served airports, open for sale or closed. An admin
 * adds an airport, opens or closes one after a confirmation, and edits its terminals, meeting
 * points, pricing rules and prices; a dispatcher reads them. The API checks the role again on
 * every call.
 */
import type { ServedAirport } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/index';
import { AirportOptions, StaffLayout } from '../ops/index';
import { airportsQuery, useUpdateAirport } from './api/airports';
import { AddAirportForm } from './components/add-airport-form';
import { ExtrasPanel } from './components/extras-panel';
import { MeetingPointsEditor } from './components/meeting-points-editor';
import { PricesAndRules } from './components/prices-and-rules';
import { TerminalsPanel } from './components/terminals-panel';

const cell = 'px-3 py-2 text-left';

export function AirportsPage() {
  const { user } = useAuth();
  const canEdit = user?.role === 'admin';
  const airports = useQuery(airportsQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ServedAirport | null>(null);
  // The airport whose terminals show: the one chosen, else the first open for sale, else the first.
  const shown =
    airports.data?.find((a) => a.iata === chosen) ?? airports.data?.find((a) => a.openForSale) ?? airports.data?.[0];

  return (
    <StaffLayout title="Airports" description="The airports served, their terminals, meeting points, prices and rules.">
      <section aria-labelledby="airports-heading" className="flex flex-col gap-3">
        <h2 id="airports-heading" className="text-lg font-bold text-slate-900">
          Served airports
        </h2>
        {airports.isPending ? <Spinner label="Loading airports..." className="py-6" /> : null}
        {airports.isError ? (
          <Alert tone="error">
            <p>{airports.error.message}</p>
            <Button variant="link" onClick={() => void airports.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {airports.data?.length === 0 ? <p className="text-slate-700">No airport is served yet.</p> : null}
        {airports.data && airports.data.length > 0 ? (
          // Relative: the sr-only caption is placed inside the scroller, not 500 px out at 360 px.
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Served airports</caption>
              <thead className="bg-slate-50 text-slate-800">
                <tr>
                  <th className={cell}>IATA</th>
                  <th className={cell}>Name</th>
                  <th className={cell}>City</th>
                  <th className={cell}>Time zone</th>
                  <th className={cell}>Currency</th>
                  <th className={cell}>For sale</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {airports.data.map((a) => (
                  <tr key={a.iata}>
                    <td className={`${cell} font-semibold`}>
                      {a.iata}
                      <span className="block text-xs font-normal text-slate-600">{a.icao}</span>
                    </td>
                    <td className={cell}>{a.name}</td>
                    <td className={cell}>
                      {a.city}, {a.country}
                    </td>
                    <td className={cell}>{a.timeZone}</td>
                    <td className={cell}>{a.currency}</td>
                    <td className={cell}>
                      <div className="flex flex-wrap items-center gap-2">
                        <span className={a.openForSale ? 'font-semibold text-green-800' : 'text-slate-700'}>
                          {a.openForSale ? 'Open' : 'Closed'}
                        </span>
                        {canEdit ? (
                          <Button size="sm" variant="outline" onClick={() => setConfirming(a)}>
                            {a.openForSale ? 'Close' : 'Open'}
                            <span className="sr-only"> {a.iata} for sale</span>
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {canEdit && airports.data ? <AddAirportForm defaults={airports.data[0]} onAdded={setChosen} /> : null}
      {shown && airports.data ? (
        <section aria-labelledby="airport-detail-heading" className="flex flex-col gap-4">
          <h2 id="airport-detail-heading" className="text-lg font-bold text-slate-900">
            Terminals and meeting points
          </h2>
          <Field label="Airport" className="max-w-xs">
            <Select value={shown.iata} onChange={(e) => setChosen(e.target.value)}>
              <AirportOptions airports={airports.data} />
            </Select>
          </Field>
          <TerminalsPanel key={`terminals-${shown.iata}`} airport={shown} canEdit={canEdit} />
          <MeetingPointsEditor key={`points-${shown.iata}`} airport={shown} canEdit={canEdit} />
        </section>
      ) : null}
      {shown ? <PricesAndRules key={`prices-${shown.iata}`} airport={shown} canEdit={canEdit} /> : null}
      {shown ? <ExtrasPanel key={`extras-${shown.iata}`} airport={shown} canEdit={canEdit} /> : null}
      {confirming ? <ConfirmOpening airport={confirming} onClose={() => setConfirming(null)} /> : null}
    </StaffLayout>
  );
}

/** Opening sells the airport's services from the next search on; closing stops new bookings there. */
function ConfirmOpening({ airport, onClose }: { airport: ServedAirport; onClose(): void }) {
  const update = useUpdateAirport();
  const opening = !airport.openForSale;
  const verb = opening ? 'Open' : 'Close';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {verb} {airport.iata} for sale?
          </DialogTitle>
          <DialogDescription>
            {opening
              ? `Flight search offers services at ${airport.name} and travellers can book them.`
              : `Travellers can no longer book services at ${airport.name}; bookings already made stay.`}
          </DialogDescription>
        </DialogHeader>
        {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ iata: airport.iata, changes: { openForSale: opening } }, { onSuccess: onClose })
            }
          >
            {update.isPending ? 'Saving...' : `${verb} for sale`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
