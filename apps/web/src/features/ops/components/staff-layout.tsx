/**
 * The frame of the staff consoles (issue 15 §7): a heading and the console links the signed-in
 * role may open (auth's staffConsoleLinks: dispatcher Board, Officers and Reports; admin also
 * Staff; officer My services). Sign out is in the account menu of the top bar, once (issue 37).
 * The API checks the role again on every call; these links only spare people dead ends.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffConsoleLinks, useAuth } from '../../auth/index';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export interface StaffLayoutProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffLayout({ title, description, actions, children }: StaffLayoutProps) {
  useDocumentTitle(title);
  const { user } = useAuth();
  return (
    <PageContainer className="flex flex-col gap-5 px-3 sm:px-4">
      <nav aria-label="Console" className="flex flex-wrap items-center gap-1 border-b border-slate-200 pb-2">
        {staffConsoleLinks(user?.role).map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-800')}
          >
            {link.label}
          </NavLink>
        ))}
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
