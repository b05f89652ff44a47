/**
 * Where each sign-in surface sends the user afterwards (spec §2). The spec gives two readings,
 * kept apart here on purpose:
 *
 * - Login page: `returnTo=booking` -> `/?openBooking=true` (plus `&step=confirmation` when step is
 *   confirmation); otherwise `/dashboard`.
 * - Landing card sign-up, and the auth dialog: `returnTo=booking` with `step=confirmation` ->
 *   `/dashboard?openBooking=true&step=confirmation`; otherwise `/dashboard`.
 */
import { paths, QueryParams } from '../../app/paths';

export interface ReturnIntent {
  returnTo?: string | null | undefined;
  step?: string | null | undefined;
}

const BOOKING = 'booking';
const CONFIRMATION = 'confirmation';

/** Reads `returnTo` and `step` from a query string. */
export function readReturnIntent(search: URLSearchParams): ReturnIntent {
  return { returnTo: search.get(QueryParams.returnTo), step: search.get(QueryParams.step) };
}

/** After signing in on `/login`. */
export function afterLoginPagePath({ returnTo, step }: ReturnIntent): string {
  if (returnTo !== BOOKING) return paths.dashboard;
  const query = new URLSearchParams({ [QueryParams.openBooking]: 'true' });
  if (step === CONFIRMATION) query.set(QueryParams.step, CONFIRMATION);
  return `${paths.home}?${query}`;
}

/** After signing up on the landing card, or signing in/up in the auth dialog. */
export function afterInlineAuthPath({ returnTo, step }: ReturnIntent): string {
  if (returnTo === BOOKING && step === CONFIRMATION) {
    return `${paths.dashboard}?${QueryParams.openBooking}=true&${QueryParams.step}=${CONFIRMATION}`;
  }
  return paths.dashboard;
}

/** `/?signup=true`, carrying `returnTo` and `step` only when both are present (§2 Login page). */
export function signupLinkPath({ returnTo, step }: ReturnIntent): string {
  const query = new URLSearchParams({ [QueryParams.signup]: 'true' });
  if (returnTo && step) {
    query.set(QueryParams.returnTo, returnTo);
    query.set(QueryParams.step, step);
  }
  return `${paths.home}?${query}`;
}

/** `/login`, carrying `returnTo` and `step` when given (used by the booking flow). */
export function loginLinkPath({ returnTo, step }: ReturnIntent = {}): string {
  const query = new URLSearchParams();
  if (returnTo) query.set(QueryParams.returnTo, returnTo);
  if (step) query.set(QueryParams.step, step);
  const qs = query.toString();
  return qs ? `${paths.login}?${qs}` : paths.login;
}
