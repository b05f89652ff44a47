/** The scenarios `npm run bench` measures, in order. One module per scenario in this folder. */
import { bookingsCreate } from './bookings-create';
import { bookingsList } from './bookings-list';
import { config } from './config';
import { flightSearchByNumber } from './flight-search-by-number';
import type { Scenario } from './types';

export { BOOKINGS_LIST_SCENARIO } from './bookings-list';
export { CONFIG_SCENARIO } from './config';
export { FLIGHT_SEARCH_SCENARIO } from './flight-search-by-number';
export const scenarios: Scenario[] = [config, flightSearchByNumber, bookingsCreate, bookingsList];
