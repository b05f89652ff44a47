/**
 * App-wide providers that do not need the router: TanStack Query and the auth state.
 * Providers that navigate (auth dialog, booking dialog) live inside the router, in RootLayout.
 * Also wires what a sign-out clears besides the session: the booking drafts (spec §4 logout) and
 * what was kept for offline use (issue 28 item 5).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { onSignOut } from '../features/auth/index';
import { clearBookingDrafts } from '../features/bookings/index';
import { isApiError } from '../lib/api-error';

/** Query defaults: no retry on 4xx (the answer will not change), one retry otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status !== null && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Passed to AuthProvider: only the build-time render of signed-in pages sets it (ADR 071). */
  sessionStored?: boolean;
}

export function AppProviders({ children, queryClient, sessionStored }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The auth feature clears the session; the drafts belong to bookings, which auth must not import.
  useEffect(() => onSignOut(clearBookingDrafts), []);
  // What was kept for offline use is the signed-in person's: it goes with the session (ADR 290).
  useEffect(() => onSignOut(() => void import('../lib/offline-session').then((m) => m.clearLastKnown())), []);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider sessionStored={sessionStored}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
