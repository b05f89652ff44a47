/**
 * What the extras feature offers other features (issue 41 item 4): the add-on lines of bookings
 * as they stand, for the officer's service cards (staff feature), one query for many bookings.
 */
export { selectExtraLines } from './extras.repository';
