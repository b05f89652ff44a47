/**
 * The served airports console page (issue 41 item 1): /ops/airports, admin edits, dispatcher reads.
 * Other features import this feature only through this file (npm run lint).
 */
export { AirportsPage } from './airports-page';
