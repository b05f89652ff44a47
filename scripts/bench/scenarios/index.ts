/** The scenarios `npm run bench` measures, in order. One module per scenario in this folder. */
import { bookingsCreate } from './bookings-create';
import { bookingsList } from './bookings-list';
import { flightSearchByNumber } from './flight-search-by-number';
import type { Scenario } from './types';

export const scenarios: Scenario[] = [flightSearchByNumber, bookingsCreate, bookingsList];
