/**
 * The frame of the staff consoles (issue 15 §7): a heading, the console links the signed-in role
 * may open (dispatcher: Board, Officers and Reports; admin also Staff; officer: My services) and Sign out.
 * The API checks the role again on every call; these links only spare people dead ends.
 */
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/index';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function consoleLinks(role: string | undefined) {
  if (role === 'officer') return [{ label: 'My services', to: paths.officer }];
  const links: Array<{ label: string; to: string }> = [
    { label: 'Board', to: paths.ops },
    { label: 'Officers', to: paths.opsOfficers },
    { label: 'Reports', to: paths.opsReports },
  ];
  if (role === 'admin') links.push({ label: 'Staff', to: paths.opsStaff });
  return links;
}

export interface StaffLayoutProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffLayout({ title, description, actions, children }: StaffLayoutProps) {
  useDocumentTitle(title);
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <PageContainer className="flex flex-col gap-5 px-3 sm:px-4">
      <nav aria-label="Console" className="flex flex-wrap items-center gap-1 border-b border-slate-200 pb-2">
        {consoleLinks(user?.role).map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-800')}
          >
            {link.label}
          </NavLink>
        ))}
        <Button
          variant="ghost"
          className="ml-auto min-h-11"
          onClick={async () => {
            await logout();
            navigate(paths.login, { replace: true });
          }}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </Button>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description ? <p className="text-slate-700">{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </PageContainer>
  );
}
