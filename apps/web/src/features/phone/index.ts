/**
 * What the phone feature (a traveller's phone verified for texts; issue 36 item 6) offers other
 * features: the offer to verify a phone where texts are first needed (after registration, on the
 * booking's confirmation step; loaded on first use), and the verification panel of the
 * notification settings. Below auth, users and bookings, which all offer it, so none of them
 * imports another for it. Other features import this feature only through this file (npm run lint).
 */
export { PhoneVerification } from './components/phone-verification';
export { TextMeACode } from './lazy-text-me-a-code';
