/**
 * "Prices and rules" of one served airport (issue 41 items 1 and 3): its pricing rules and its
 * price list versions, from `GET /api/ops/airports/:iata/pricing`. An admin changes the rules and
 * adds prices; a dispatcher reads them. It follows the airport chosen for terminals and meeting points. The "in force now" marker is read at the page's clock.
 */
import type { ServedAirport } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { airportPricingQuery } from '../api/pricing';
import { PriceListsPanel } from './price-lists-panel';
import { RulesForm } from './rules-form';

export function PricesAndRules({
  airport,
  canEdit,
  now = new Date(),
}: {
  airport: ServedAirport;
  canEdit: boolean;
  now?: Date;
}) {
  const pricing = useQuery(airportPricingQuery(airport.iata));
  const headingId = `prices-rules-${airport.iata}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Prices and rules at {airport.iata}
      </h2>
      {pricing.isPending ? <Spinner label="Loading prices..." className="py-4" /> : null}
      {pricing.isError ? <Alert tone="error">{pricing.error.message}</Alert> : null}
      {pricing.data ? (
        <>
          <h3 className="font-semibold text-slate-900">Rules at {airport.iata}</h3>
          <RulesForm airport={airport} rules={pricing.data.rules} canEdit={canEdit} />
          <PriceListsPanel airport={airport} pricing={pricing.data} canEdit={canEdit} now={now} />
        </>
      ) : null}
    </section>
  );
}
