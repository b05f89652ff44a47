/**
 * `/app`, where the installed app opens (its manifest's start_url; issue 36 item 4; ADR 325):
 * the traveller's next service ({@link nextService}: one under way counts), else the bookings
 * list; a staff member's console; a visitor without a session is sent to `/` by the route guard.
 * Offline it decides from the bookings list as last saved on the device, so the app opens on the
 * booking page with the meeting code at the airport with no data.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { bookingPath, paths } from '../../lib/paths';
import { useLastKnown } from '../../lib/use-last-known';
import { staffHome, useAuth } from '../auth/index';
import { userBookingsQuery } from '../bookings/index';
import { nextService } from './components/next-service';

export function StartPage() {
  const { user } = useAuth();
  const staffConsole = staffHome(user?.role);
  const answer = useQuery({ ...userBookingsQuery(), enabled: user !== null && staffConsole === null });
  const bookings = useLastKnown('bookings', user, { query: answer });
  if (staffConsole) return <Navigate to={staffConsole} replace />;
  if (bookings.data) {
    const next = nextService(bookings.data);
    return <Navigate to={next ? bookingPath(next.id) : paths.bookings} replace />;
  }
  // Nothing to decide from (never opened online, or the list failed): the list says why.
  if (user && !bookings.reading && (answer.isError || bookings.offline))
    return <Navigate to={paths.bookings} replace />;
  return <PageSpinner label="Opening your next service..." />;
}
