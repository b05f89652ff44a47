/**
 * The answer login and register share, `{ success, data: { token, refreshToken, user } }`
 * (spec §7). Its own module: the sign-in calls load it (and zod) on first use, so a visitor's
 * first page stays small (ADR 051).
 */
import { AuthResultSchema, successEnvelope } from '@fasttrack/contracts';

export const AuthResponseSchema = successEnvelope(AuthResultSchema);
