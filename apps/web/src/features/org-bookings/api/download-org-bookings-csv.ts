/**
 * `GET /api/organisations/:organisationId/bookings.csv` (issue 39 item 5): the filtered list as a
 * CSV file, saved under the name the server gives.
 */
import { downloadFile } from '../../../lib/download-file';
import { type OrgBookingFilters, orgBookingsSearch } from './get-org-bookings';

/** @throws ApiError with the server's message, or a network error. */
export function downloadOrgBookingsCsv(organisationId: string, filters: OrgBookingFilters): Promise<string> {
  return downloadFile(
    `/organisations/${encodeURIComponent(organisationId)}/bookings.csv${orgBookingsSearch(filters)}`,
    'bookings.csv',
  );
}
