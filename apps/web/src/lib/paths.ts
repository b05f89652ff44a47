/**
 * Every route path and in-page anchor of the web app (spec §2), in one place.
 * Build links with these constants, never with string literals in components.
 */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /**
   * Where the installed app opens (its manifest's start_url; issue 36 item 4): the next service
   * or the bookings list when signed in, a console for staff, the landing page otherwise.
   */
  start: '/app',
  bookings: '/bookings',
  /** One booking, live (issue 17 §1): build links with {@link bookingPath}. */
  booking: '/bookings/:id',
  payments: '/payments',
  /** The loyalty credit statement (issue 27 §4). */
  credits: '/credits',
  profile: '/profile',
  terms: '/terms',
  privacy: '/privacy',
  /** Operations console (issue 15 §7): dispatcher and admin. */
  ops: '/ops',
  opsOfficers: '/ops/officers',
  opsStaff: '/ops/staff',
  /** Served airports, their terminals and meeting points (issue 41): admin edits, dispatcher reads. */
  opsAirports: '/ops/airports',
  /** Reports, exports and reconciliation (issue 30): dispatcher and admin. */
  opsReports: '/ops/reports',
  /** The officer's own services (issue 15 §7). */
  officer: '/officer',
  /** The lead passenger's pass, opened from the signed link in their texts (issue 36 item 1); public. */
  pass: '/pass/:token',
  /** Who the business accounts are for, and the application (issue 39 item 1); public. */
  business: '/business',
  /** One organisation's pages, a tab per path segment below it (issue 39 item 5): {@link organisationPath}. */
  organisation: '/organisations/:id',
  /** An invitation's signed link (issue 39 item 1); public. */
  invitation: '/invitations/:token',
  /** Organisations' applications, terms and suspension (issue 39 item 5): admin; one is {@link opsOrganisationPath}. */
  opsOrganisations: '/ops/organisations',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** The page of one booking (issue 17 §1). */
export function bookingPath(id: string): string {
  return `/bookings/${encodeURIComponent(id)}`;
}

/** An organisation's page, or one of its tabs (`members`, `bookings`...) and what is below it. */
export function organisationPath(id: string, ...segments: string[]): string {
  return ['/organisations', id, ...segments].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');
}

/** One organisation in the admin console (issue 39 item 5). */
export function opsOrganisationPath(id: string): string {
  return `/ops/organisations/${encodeURIComponent(id)}`;
}

/** Section anchors on the landing page (§2 Landing, Top bar). */
export const anchors = {
  features: 'features',
  howItWorks: 'how-it-works',
  contact: 'contact',
} as const;

/** Paths whose top bar shows the signed-in navigation (§2 Top bar). */
export const SIGNED_IN_AREA: readonly string[] = [
  paths.start,
  paths.dashboard,
  paths.bookings,
  paths.payments,
  paths.credits,
  paths.profile,
  '/organisations',
];

/** True when `pathname` is in the signed-in area (the path or anything below it). */
export function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREA.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Paths of the staff consoles (issue 15 §7); each is a lazy route module. */
export const STAFF_AREA: readonly string[] = [paths.ops, paths.officer];

/** True when `pathname` is a staff console page (the path or anything below it). */
export function isStaffArea(pathname: string): boolean {
  return STAFF_AREA.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Query parameter names used across screens (§2). */
export const QueryParams = {
  returnTo: 'returnTo',
  step: 'step',
  signup: 'signup',
  openBooking: 'openBooking',
  bookingCompleted: 'bookingCompleted',
  /** With bookingCompleted: the id of the booking just paid, named by the Booking Confirmed banner. */
  booking: 'booking',
} as const;
