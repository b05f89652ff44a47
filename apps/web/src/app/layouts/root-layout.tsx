/**
 * Page frame for every route: skip link, top bar, main content, footer (not on the staff
 * consoles). Also hosts the
 * dialogs that can open from any screen (auth, booking) and the session timeout, because they
 * navigate and so must sit inside the router.
 */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { StaticMarkup } from '../../components/static-markup';
import { AuthDialogHost } from '../../features/auth/auth-dialog-host';
import { BookingDialogHost } from '../../features/bookings/booking-dialog-host';
import { isStaffArea } from '../../lib/paths';
import { RouteErrorBoundary } from '../route-error-boundary';
import { useScrollOnNavigate } from '../use-scroll-on-navigate';
import { SessionTimeoutHost } from './session-timeout-host';
import { TopBar } from './top-bar';

// Static HTML on a prerendered first visit, as the landing page's sections (ADR 175, ADR 384):
// its code loads only when a page renders in the browser.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <AuthDialogHost>
      <BookingDialogHost>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow"
          >
            Skip to main content
          </a>
          {/* Each boundary hydrates on its own, in short tasks, over the prerendered landing page (ADR 070). */}
          <Suspense fallback={null}>
            <TopBar />
          </Suspense>
          {/* At least a screen tall (less the top bar), so the footer never shows above the fold and
              is never pushed down as a page replaces its loading spinner (no layout shift). */}
          <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          {/* Staff consoles are work screens: no marketing footer (issue 26 §6). */}
          {isStaffArea(pathname) ? null : <StaticMarkup id="site-footer" content={SiteFooter} />}
        </div>
        <SessionTimeoutHost />
      </BookingDialogHost>
    </AuthDialogHost>
  );
}
