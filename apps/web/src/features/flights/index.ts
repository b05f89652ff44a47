/**
 * Public face of the flights feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * Flight search by number or route, and how a flight is shown (spec §2 Booking dialog).
 */
export * from './components/flight-details';
export * from './components/flight-search';
export * from './flight-time';
