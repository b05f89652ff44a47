/**
 * The `<option>`s of a served-airport select (issue 41 item 1), each named as every staff screen
 * names an airport, with "closed for sale" on those not open: the officer forms, the officers
 * filter and the airports page.
 */
import type { ServedAirport } from '@fasttrack/contracts';
import { airportName } from '../api/airports';

export function AirportOptions({ airports }: { airports: readonly ServedAirport[] }) {
  return airports.map((a) => (
    <option key={a.iata} value={a.iata}>
      {airportName(a)}
      {a.openForSale ? '' : ', closed for sale'}
    </option>
  ));
}
