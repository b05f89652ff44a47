/**
 * Signed-in user menu (spec §2 Top bar): first name, last name, e-mail; Profile Settings; Sign
 * Out. Staff get what staff use instead of the traveller's Profile Settings: their console pages
 * (issue 37, Staff pages); Sign Out is the one sign-out of the consoles, and leads to the sign-in page.
 */
import { ChevronDown, LayoutGrid, LogOut, Settings } from 'lucide-react';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../features/auth/auth-context';
import { staffConsoleLinks } from '../../features/auth/redirects';
import { ProfileAvatar } from '../../features/users/components/profile-avatar';
import { paths } from '../../lib/paths';

// The organisation switcher (issue 39 item 5) is loaded from this chunk, which only signed-in
// people load: the list of chunks it needs then stays out of the entry chunk (landing page budget).
const LazyOrganisationSwitcher = lazy(() =>
  import('../../features/organisations/components/organisation-switcher').then((m) => ({
    default: m.OrganisationSwitcher,
  })),
);

/** The organisation switcher (travellers only: staff have no organisations) and the account menu. */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      {staffConsoleLinks(user.role).length > 0 ? null : <LazyOrganisationSwitcher />}
      <AccountMenu />
    </>
  );
}

function AccountMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;
  const consoleLinks = staffConsoleLinks(user.role);
  const staff = consoleLinks.length > 0;

  return (
    // Not modal: a modal menu hides the whole page from assistive technology (aria-hidden) while
    // its links stay focusable, which WCAG 4.1.2 rules out (axe aria-hidden-focus). The menu button
    // pattern needs no modality: Escape, Tab and a click outside close the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`Account menu for ${fullName}`}>
          <ProfileAvatar user={user} className="h-6 w-6 text-[10px]" />
          <span className="max-w-32 truncate">{user.firstName}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{fullName}</span>
          <span className="block truncate text-slate-700">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {staff ? (
          consoleLinks.map((link) => (
            <DropdownMenuItem key={link.to} onSelect={() => navigate(link.to)}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {link.label}
            </DropdownMenuItem>
          ))
        ) : (
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
            <Settings aria-hidden="true" className="h-4 w-4" />
            Profile Settings
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={async () => {
            await logout();
            navigate(staff ? paths.login : paths.home, { replace: true });
          }}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
