/**
 * Test support for the officer's offline taps, code entries and extras marks (issue 28 item 5,
 * issue 36 item 4, issue 41 item 4), mounted as the officer's route mounts them: only once the
 * session's officer is known. Before that, a tap goes straight to the server whatever the network
 * (there is no officer to keep it for on the device), so a test that tapped while the session
 * check was still out would race it.
 */
import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/index';
import { ServiceControls } from '../../features/live/components/service-controls';
import { useTapReplay } from '../../features/live/use-tap-replay';

/** `children` once the signed-in user is known, as the staff route shows its page. */
export function OnceSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? children : null;
}

/** The controls of an arrival at LOS (`bookingId`), with the officer's tap replay, once signed in. */
export function OfficerControls({ bookingId }: { bookingId: string }) {
  const { user } = useAuth();
  useTapReplay(user?.id);
  if (!user) return null;
  return <ServiceControls bookingId={bookingId} serviceType="arrival" timeZone="Africa/Lagos" />;
}
