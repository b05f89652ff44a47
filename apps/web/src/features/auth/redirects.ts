/**
 * Where each sign-in surface sends the user afterwards (spec §2). The spec gives two readings,
 * kept apart here on purpose:
 *
 * - Login page: `returnTo=booking` -> `/?openBooking=true` (plus `&step=confirmation` when step is
 *   confirmation); otherwise `/dashboard`.
 * - Landing card sign-up, and the auth dialog: `returnTo=booking` with `step=confirmation` ->
 *   `/dashboard?openBooking=true&step=confirmation`; otherwise `/dashboard`.
 *
 * Staff land on their console instead (issue 15 §7): a dispatcher or admin on `/ops`, an officer
 * on `/officer`; `returnTo` may name a console page the role can open (a signed-out visit to it).
 */
import type { Role } from '@fasttrack/contracts';
import { isStaffArea, paths, QueryParams } from '../../lib/paths';

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

/** The console a staff role lands on; null for a customer. */
export function staffHome(role: Role | undefined): string | null {
  if (role === 'dispatcher' || role === 'admin') return paths.ops;
  if (role === 'officer') return paths.officer;
  return null;
}

/**
 * The console pages a staff role opens, in the order the consoles and the staff menus list them
 * (issue 15 §7; issue 37: staff menus offer what staff use): dispatcher Board, Officers, Reports
 * and Airports (issue 41), an admin also Staff; an officer My services. None for a customer.
 */
export function staffConsoleLinks(role: Role | undefined): Array<{ label: string; to: string }> {
  if (role === 'officer') return [{ label: 'My services', to: paths.officer }];
  if (role !== 'dispatcher' && role !== 'admin') return [];
  const links: Array<{ label: string; to: string }> = [
    { label: 'Board', to: paths.ops },
    { label: 'Officers', to: paths.opsOfficers },
    { label: 'Reports', to: paths.opsReports },
    { label: 'Airports', to: paths.opsAirports },
  ];
  if (role === 'admin')
    links.push({ label: 'Staff', to: paths.opsStaff }, { label: 'Organisations', to: paths.opsOrganisations });
  return links;
}

/** True when `role` may open the console page `pathname` (the API checks again on every call). */
export function canOpenStaffPage(role: Role | undefined, pathname: string): boolean {
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  if (under(paths.opsStaff) || under(paths.opsOrganisations)) return role === 'admin';
  if (under(paths.ops)) return role === 'dispatcher' || role === 'admin';
  if (under(paths.officer)) return role === 'officer';
  return false;
}

/** A staff member's landing page: the console page they were sent away from, else their console. */
function staffLanding(role: Role, returnTo: string | null | undefined): string | null {
  const home = staffHome(role);
  if (!home) return null;
  const back = returnTo && isStaffArea(returnTo.split(/[?#]/)[0] ?? '') ? returnTo : null;
  return back && canOpenStaffPage(role, back.split(/[?#]/)[0] ?? '') ? back : home;
}

/** `/login?returnTo=<console page>`: where a signed-out visit to a console page is sent. */
export function staffLoginPath(pathWithSearch: string): string {
  return `${paths.login}?${new URLSearchParams({ [QueryParams.returnTo]: pathWithSearch })}`;
}

/** After signing in on `/login` (`role`: the signed-in user's, when known). */
export function afterLoginPagePath({ returnTo, step }: ReturnIntent, role?: Role): string {
  const staff = role ? staffLanding(role, returnTo) : null;
  if (staff) return staff;
  if (returnTo !== BOOKING) return paths.dashboard;
  const query = new URLSearchParams({ [QueryParams.openBooking]: 'true' });
  if (step === CONFIRMATION) query.set(QueryParams.step, CONFIRMATION);
  return `${paths.home}?${query}`;
}

/** After signing up on the landing card, or signing in/up in the auth dialog. */
export function afterInlineAuthPath({ returnTo, step }: ReturnIntent, role?: Role): string {
  const staff = role ? staffLanding(role, returnTo) : null;
  if (staff) return staff;
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
