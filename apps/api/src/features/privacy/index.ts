/**
 * The privacy feature (issue 19, Data rights): the traveller's data export and account
 * deletion. It reads and anonymises rows that other features own, by design: this folder is the
 * one inventory of where personal data lives (ADR 145). No other feature imports it.
 */
export { privacyRoutes } from './privacy.routes';
