/**
 * An airport's prices (issue 41 item 3): every version per service type, newest first, its price
 * per passenger and its start on the airport's clock with the zone's name, the version in force
 * now marked; where none is in force, the default price applies and the panel says so. An admin
 * adds a version (AddPriceForm); versions are never edited.
 */
import {
  type AirportPricing,
  formatInZone,
  formatMoney,
  minorToMajor,
  priceListsInForce,
  SERVICE_TYPES,
  type ServedAirport,
} from '@fasttrack/contracts';
import { serviceLabel } from '../../bookings/index';
import { AddPriceForm } from './add-price-form';

const cell = 'px-3 py-2 text-left';
const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');

export function PriceListsPanel(props: {
  airport: ServedAirport;
  pricing: AirportPricing;
  canEdit: boolean;
  now: Date;
}) {
  const { airport, pricing, canEdit, now } = props;
  const inForce = priceListsInForce(pricing.priceLists, now);
  const headingId = `price-lists-${airport.iata}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Prices at {airport.iata}
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-800">
        {SERVICE_TYPES.filter((type) => !inForce[type]).map((type) => (
          <li key={type}>
            {serviceLabel(type)}: no price of its own in force; the default price, {usd(pricing.defaultPrices[type])}{' '}
            per passenger, applies.
          </li>
        ))}
      </ul>
      {pricing.priceLists.length > 0 ? (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Prices at {airport.iata}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th className={cell}>Service</th>
                <th className={cell}>Version</th>
                <th className={cell}>Price per passenger</th>
                <th className={cell}>In force from</th>
                <th className={cell}>Now</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {pricing.priceLists.map((list) => {
                const current = inForce[list.serviceType] === list.id;
                const later = Date.parse(list.effectiveFrom) > now.getTime();
                return (
                  <tr key={list.id} className={current ? 'bg-green-50' : undefined}>
                    <td className={cell}>{serviceLabel(list.serviceType)}</td>
                    <td className={cell}>{list.version}</td>
                    <td className={cell}>{usd(list.unitPriceUsdCents)}</td>
                    <td className={cell}>{formatInZone(list.effectiveFrom, airport.timeZone)}</td>
                    <td className={cell}>
                      {current ? (
                        <span className="font-semibold text-green-800">In force now</span>
                      ) : later ? (
                        'Starts later'
                      ) : (
                        'Replaced'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {canEdit ? <AddPriceForm airport={airport} /> : null}
    </section>
  );
}
