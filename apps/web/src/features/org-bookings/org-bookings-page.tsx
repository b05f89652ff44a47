/**
 * The Bookings tab of `/organisations/:id` (issue 39 items 2, 5): the organisation's bookings with
 * filters kept in the address (so a filtered list can be shared and survives a reload), pages of
 * 25 with "Show more", the filtered list as CSV, and "Book for passengers" for the roles that book
 * while the organisation is approved. Finance reads; a traveller-role member sees what was booked
 * for them (the API filters).
 */
import type { Organisation, OrganisationBookingsQuery, OrganisationRole } from '@fasttrack/contracts';
import { Download, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorMessage } from '../../lib/api-error-message';
import { organisationPath } from '../../lib/paths';
import { BOOKER_ROLES, useOrganisationContext } from '../organisations/index';
import { downloadOrgBookingsCsv } from './api/download-org-bookings-csv';
import { type OrgBookingFilters, useOrgBookings } from './api/get-org-bookings';
import { OrgBookingsFilters } from './components/org-bookings-filters';
import { OrgBookingsTable } from './components/org-bookings-table';
import { OrgBookingsCopy as copy } from './copy';

const FILTER_NAMES = ['passenger', 'status', 'from', 'to', 'costCentre'] as const;

/** May this member book for the organisation now (role `book`, organisation approved)? */
export function canBookFor(organisation: Pick<Organisation, 'role' | 'status'>): boolean {
  return (
    (BOOKER_ROLES as readonly OrganisationRole[]).includes(organisation.role) && organisation.status === 'approved'
  );
}

function filtersFrom(params: URLSearchParams): OrgBookingFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters as OrgBookingFilters;
}

export function OrgBookingsPage() {
  const organisation = useOrganisationContext();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useOrgBookings(organisation.id, filters);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const traveller = organisation.role === 'traveller';
  const filtered = Object.keys(filters).length > 0;

  const download = async () => {
    setCsvError(null);
    setDownloading(true);
    try {
      await downloadOrgBookingsCsv(organisation.id, filters);
    } catch (error) {
      setCsvError(apiErrorMessage(error, copy.downloadCsv));
    } finally {
      setDownloading(false);
    }
  };

  const bookings = list.data?.pages.flatMap((p) => p.bookings) ?? [];
  return (
    <section aria-labelledby="org-bookings-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="org-bookings-title" className="text-xl font-bold text-slate-900">
            {copy.listTitle}
          </h2>
          <p className="text-slate-700">{traveller ? copy.travellerDescription : copy.listDescription}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {traveller ? null : (
            <Button variant="outline" onClick={() => void download()} disabled={downloading}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {copy.downloadCsv}
            </Button>
          )}
          {canBookFor(organisation) ? (
            <Button asChild>
              <Link to={organisationPath(organisation.id, 'bookings', 'new')}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {copy.bookForPassengers}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {csvError ? <Alert tone="error">{csvError}</Alert> : null}
      <OrgBookingsFilters
        key={params.toString()}
        value={filters}
        onChange={(next: Partial<OrganisationBookingsQuery>) =>
          setParams(
            Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => typeof e[1] === 'string')),
          )
        }
      />
      {list.isPending ? (
        <Spinner label={copy.loading} className="py-12" />
      ) : list.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-slate-700">{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      ) : bookings.length === 0 ? (
        <p className="text-slate-700">{filtered ? copy.empty : copy.noBookingsYet}</p>
      ) : (
        <>
          <OrgBookingsTable bookings={bookings} />
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {copy.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
