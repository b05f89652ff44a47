/**
 * Calls between officer and traveller through the business number (issue 36 item 2): the call
 * buttons of the officer's card and the traveller's booking page, and the call log the
 * dispatcher reads. Other features import this one only through this file (npm run lint).
 */
export { CallButton } from './components/call-button';
export { CallLog, CallLogDialog } from './components/call-log';
