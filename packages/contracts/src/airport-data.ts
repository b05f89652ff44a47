/**
 * The business's home, as data (issue 41 item 2): the one source file outside the seed and the
 * airports' rows that names an airport or a zone. Every served airport's own zone, rules and
 * prices are rows (`airports`, `service_airports`); these two are what has no airport of its own.
 */

/** The airport the business started at: the demo data's first airport and the partner samples'. */
export const HOME_AIRPORT_IATA = 'LOS';

/**
 * The business's own clock (facts file: WAT, UTC+1, no DST): month-end and invoices, the money
 * reports' days, the cron schedules, and "today" for date rules with no airport yet (a search
 * form's dates, a date of birth). A booking's times follow its airport's zone instead.
 */
export const BUSINESS_TIME_ZONE = 'Africa/Lagos';
