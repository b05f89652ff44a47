/**
 * What the partners feature offers the app (issue 40 items 1, 2): checking an API key for the
 * partner routes' authentication (plugins/partner-authenticate.ts, handed in by app.ts).
 */

export { type VerifiedKey, verifyApiKey } from './api-keys.service';
