/**
 * Every route of spec §2. Each page but the landing page is its own chunk (React.lazy), so `/`
 * downloads only the shell and the landing page; protected pages sit under {@link ProtectedRoute}.
 * The landing page is part of the entry chunk because its HTML is prerendered and hydrated at
 * once: a lazy page would leave the prerendered buttons and fields dead until its chunk arrived
 * (ADR 070).
 *
 * Declarative routes (`<Routes>`) rather than the data router: the data router adds about
 * 16 KB gzip to the first load and no loaders or actions are used (ADR 051).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './not-found-route';
import { ProtectedRoute } from './protected-route';
import { LandingRoute } from './routes/landing';
import { StaffRoute } from './staff-route';

// Signed-in pages, by path: the route renders them lazily, and `preloadSignedInPage` can start the
// download before the session check lets the route render.
const signedInPages = {
  [paths.start]: () => import('./routes/start'),
  [paths.dashboard]: () => import('./routes/dashboard'),
  [paths.bookings]: () => import('./routes/bookings'),
  [paths.payments]: () => import('./routes/payments'),
  [paths.credits]: () => import('./routes/credits'),
  [paths.profile]: () => import('./routes/profile'),
};

const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
// Pages rarely opened: one small chunk from which each loads its own (routes/legal.tsx).
const rarePages = () => import('./routes/legal');
const ForgotPasswordRoute = lazy(() => rarePages().then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordRoute = lazy(() => rarePages().then((m) => ({ default: m.ResetPasswordRoute })));
const TermsRoute = lazy(() => rarePages().then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => rarePages().then((m) => ({ default: m.PrivacyRoute })));
const StartRoute = lazy(() => signedInPages[paths.start]().then((m) => ({ default: m.StartRoute })));
const DashboardRoute = lazy(() => signedInPages[paths.dashboard]().then((m) => ({ default: m.DashboardRoute })));
const BookingsRoute = lazy(() => signedInPages[paths.bookings]().then((m) => ({ default: m.BookingsRoute })));
const BookingRoute = lazy(() => import('./routes/booking').then((m) => ({ default: m.BookingRoute })));
const PassRoute = lazy(() => import('./routes/pass').then((m) => ({ default: m.PassRoute })));
const PaymentsRoute = lazy(() => signedInPages[paths.payments]().then((m) => ({ default: m.PaymentsRoute })));
const CreditsRoute = lazy(() => signedInPages[paths.credits]().then((m) => ({ default: m.CreditsRoute })));
const ProfileRoute = lazy(() => signedInPages[paths.profile]().then((m) => ({ default: m.ProfileRoute })));
// The staff consoles (issue 15 §7): one small chunk, never part of a visitor's first load, from
// which each console page loads its own (routes/staff-consoles.tsx).
const staffConsoles = () => import('./routes/staff-consoles');
// The dispatcher's desk (`/ops` and its pages) is one route here: the chunk routes within it.
const OpsDeskRoute = lazy(() => staffConsoles().then((m) => ({ default: m.OpsDeskRoute })));
const OpsStaffRoute = lazy(() => staffConsoles().then((m) => ({ default: m.OpsStaffRoute })));
const OfficerRoute = lazy(() => staffConsoles().then((m) => ({ default: m.OfficerRoute })));
// Business accounts (issue 39): one small chunk that picks the page (routes/business.tsx).
const BusinessArea = lazy(() => import('./routes/business').then((m) => ({ default: m.BusinessArea })));

/**
 * Starts downloading the signed-in page at `pathname` (e.g. `/dashboard`), if it is one, so that
 * it arrives while the stored session is being checked instead of after (ADR 070). Call it only
 * when a session is stored: a visitor without one is sent to `/` and never needs the page.
 * A failed download is left to the route, which reports it when it renders the page.
 */
export function preloadSignedInPage(pathname: string): void {
  const load = Object.hasOwn(signedInPages, pathname)
    ? signedInPages[pathname as keyof typeof signedInPages]
    : undefined;
  load?.().catch(() => {});
}

const DESK_ROLES = ['dispatcher', 'admin'] as const;
const ADMIN_ROLES = ['admin'] as const;
const OFFICER_ROLES = ['officer'] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.privacy} element={<PrivacyRoute />} />
        <Route path={paths.pass} element={<PassRoute />} />
        <Route path={paths.business} element={<BusinessArea />} />
        <Route path={paths.invitation} element={<BusinessArea />} />
        <Route element={<ProtectedRoute />}>
          <Route path={paths.start} element={<StartRoute />} />
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={paths.bookings} element={<BookingsRoute />} />
          <Route path={paths.booking} element={<BookingRoute />} />
          <Route path={paths.payments} element={<PaymentsRoute />} />
          <Route path={paths.credits} element={<CreditsRoute />} />
          <Route path={paths.profile} element={<ProfileRoute />} />
          <Route path={`${paths.organisation}/*`} element={<BusinessArea />} />
        </Route>
        <Route element={<StaffRoute roles={DESK_ROLES} />}>
          <Route path={`${paths.ops}/*`} element={<OpsDeskRoute />} />
        </Route>
        <Route element={<StaffRoute roles={ADMIN_ROLES} />}>
          <Route path={paths.opsStaff} element={<OpsStaffRoute />} />
          <Route path={`${paths.opsOrganisations}/*`} element={<BusinessArea />} />
        </Route>
        <Route element={<StaffRoute roles={OFFICER_ROLES} />}>
          <Route path={paths.officer} element={<OfficerRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
