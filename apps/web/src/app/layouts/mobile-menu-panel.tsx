/**
 * The open mobile menu (mobile-menu.tsx): the page links, then either Sign In or the user's name,
 * e-mail, Profile Settings and Sign Out; staff get their console pages instead of Profile
 * Settings, and the consoles' one Sign Out (issue 37). Its own chunk: a phone's first load needs
 * the menu button only (issue 42; the landing page's 110 KB budget).
 */
import { LayoutGrid, LogOut, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { useAuthDialog } from '../../features/auth/auth-dialog-context';
import { staffConsoleLinks } from '../../features/auth/redirects';
import { ProfileAvatar } from '../../features/users/components/profile-avatar';
import { isStaffArea, paths } from '../../lib/paths';
import { appLinks, sectionLinks } from './nav-items';

// The person's organisations (issue 39 item 5): loaded only once someone signed in opens the menu.
const OrganisationLinks = lazy(() =>
  import('../../features/organisations/components/organisation-switcher').then((m) => ({
    default: m.OrganisationLinks,
  })),
);

const itemClass =
  'flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** `id` is the menu button's `aria-controls`; `onClose` closes the menu (a link or Sign In chosen). */
export function MobileMenuPanel({
  id,
  showAppLinks,
  onClose,
}: {
  id: string;
  showAppLinks: boolean;
  onClose: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  // The staff consoles get no marketing sections (issue 26 §6), as in the top bar.
  const links = showAppLinks ? appLinks : isStaffArea(location.pathname) ? [] : sectionLinks;
  const consoleLinks = staffConsoleLinks(user?.role);
  const staff = consoleLinks.length > 0;

  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
    >
      <ul className="flex flex-col">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={itemClass} onClick={onClose}>
              {item.label}
            </Link>
          </li>
        ))}
        {user && !showAppLinks && !staff ? (
          <li>
            {/* Travellers go back to their dashboard; staff have their console pages below (issue 15 §7). */}
            <Link to={paths.dashboard} className={itemClass}>
              Dashboard
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-3">
        {user ? (
          <>
            <p className="flex items-center gap-2 px-3 text-base font-semibold text-slate-900">
              <ProfileAvatar user={user} />
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate px-3 pb-2 text-sm text-slate-700">{user.email}</p>
            {staff ? (
              consoleLinks.map((link) => (
                <Link key={link.to} to={link.to} className={itemClass}>
                  <LayoutGrid aria-hidden="true" className="h-5 w-5" />
                  {link.label}
                </Link>
              ))
            ) : (
              <>
                <Link to={paths.profile} className={itemClass}>
                  <Settings aria-hidden="true" className="h-5 w-5" />
                  Profile Settings
                </Link>
                <Suspense fallback={null}>
                  <OrganisationLinks className={itemClass} onNavigate={onClose} />
                </Suspense>
              </>
            )}
            <button
              type="button"
              className={`${itemClass} w-full`}
              onClick={async () => {
                onClose();
                await logout();
                navigate(staff ? paths.login : paths.home, { replace: true });
              }}
            >
              <LogOut aria-hidden="true" className="h-5 w-5" />
              Sign Out
            </button>
          </>
        ) : (
          <Button
            className="w-full"
            onClick={() => {
              onClose();
              openAuthDialog({ view: 'login' });
            }}
          >
            Sign In
          </Button>
        )}
      </div>
    </nav>
  );
}
