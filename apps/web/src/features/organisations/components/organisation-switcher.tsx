/**
 * The organisation switcher of the top bar (issue 39 item 5): for a member of one or more
 * organisations, a menu of them (name, the person's role) leading to `/organisations/:id`;
 * nothing for people with none. The top bar loads this file only for signed-in people, so it
 * stays out of the landing page's first load; the mobile menu shows the same list as links.
 */
import { Building2, ChevronDown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { organisationPath } from '../../../lib/paths';
import { useMyOrganisations } from '../api/organisations-api';
import { roleLabels, shellCopy, statusLabels } from '../copy';

export function OrganisationSwitcher() {
  const organisations = useMyOrganisations();
  const navigate = useNavigate();
  if (!organisations.data?.length) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Building2 aria-hidden="true" className="h-4 w-4" />
          <span className="max-w-32 truncate">Organisations</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{shellCopy.switcherLabel}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {organisations.data.map((o) => (
          <DropdownMenuItem key={o.id} onSelect={() => navigate(organisationPath(o.id))}>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium text-slate-900">{o.legalName}</span>
              <span className="text-xs text-slate-700">
                {o.status === 'approved' ? roleLabels[o.role] : `${roleLabels[o.role]} · ${statusLabels[o.status]}`}
              </span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same list for the mobile menu: links, closing the menu when chosen. */
export function OrganisationLinks({ className, onNavigate }: { className: string; onNavigate(): void }) {
  const organisations = useMyOrganisations();
  if (!organisations.data?.length) return null;
  return (
    <div className="border-t border-slate-200 pt-2">
      <p className="px-3 text-sm font-semibold text-slate-700">{shellCopy.switcherLabel}</p>
      <ul className="flex flex-col">
        {organisations.data.map((o) => (
          <li key={o.id}>
            <Link to={organisationPath(o.id)} className={className} onClick={onNavigate}>
              <Building2 aria-hidden="true" className="h-5 w-5" />
              <span className="min-w-0">
                <span className="block truncate">{o.legalName}</span>
                <span className="block text-sm font-normal text-slate-700">{roleLabels[o.role]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
