/**
 * Top bar (spec §2): logo; signed out: section anchors and Sign In (opens the auth dialog);
 * in the signed-in area: Dashboard, Bookings, Payments and the user menu. Below the `md`
 * breakpoint the links move into the mobile menu, which mirrors them.
 */
import { Plane } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { useAuthDialog } from '../../features/auth/auth-dialog-context';
import { staffHome } from '../../features/auth/redirects';
import { TestModeBadge } from '../../features/config/test-mode-badge';
import { cn } from '../../lib/cn';
import { isSignedInArea, isStaffArea, paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { useAfterPaint, useMinWidth } from '../use-after-paint';
import { MobileMenu } from './mobile-menu';
import { appLinks, sectionLinks } from './nav-items';

/** Tailwind's `md` breakpoint, where the user menu replaces the mobile menu. */
const MD_PX = 768;
// The menu (and its positioning library) is only needed once someone is signed in.
// The organisation switcher (issue 39 item 5) comes with it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function TopBar() {
  const { user, isInitializing } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const { pathname } = useLocation();
  // A signed-in page renders while the stored session is checked (ADR 071): it keeps the
  // signed-in navigation and shows no Sign In meanwhile.
  const showAppLinks = (user !== null || isInitializing) && isSignedInArea(pathname);
  // The menu's code (a positioning library) loads only where it shows (md and wider; the mobile
  // menu mirrors it below), and after the page's first paint (ADR 070).
  const wide = useMinWidth(MD_PX);
  const showUserMenu = useAfterPaint(user !== null && wide);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-md font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Plane aria-hidden="true" className="h-6 w-6 shrink-0" />
          <span className="whitespace-nowrap text-base sm:text-lg">{site.name}</span>
        </Link>
        <TestModeBadge />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {showAppLinks
            ? appLinks.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-800')}
                >
                  {item.label}
                </NavLink>
              ))
            : isStaffArea(pathname)
              ? null
              : sectionLinks.map((item) => (
                  <Link key={item.to} to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                ))}
          {user && !showAppLinks ? (
            // Staff go back to their console (issue 15 §7); travellers to their dashboard.
            <Link to={staffHome(user.role) ?? paths.dashboard} className={linkClass}>
              {staffHome(user.role) ? 'Console' : 'Dashboard'}
            </Link>
          ) : null}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-2">
          {user || showAppLinks ? (
            <div className="hidden items-center gap-2 md:flex">
              {showUserMenu ? (
                <Suspense fallback={null}>
                  <UserMenu />
                </Suspense>
              ) : null}
            </div>
          ) : (
            <div className="hidden md:block">
              <Button onClick={() => openAuthDialog({ view: 'login' })}>Sign In</Button>
            </div>
          )}
          <MobileMenu showAppLinks={showAppLinks} narrow={!wide} />
        </div>
      </div>
    </header>
  );
}
