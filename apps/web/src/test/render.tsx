/** Renders UI inside the app's providers and a memory router, as the app does. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';

export function renderWithApp(ui: ReactNode, { route = '/', entries }: { route?: string; entries?: string[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MemoryRouter initialEntries={entries ?? [route]}>
        <AppProviders queryClient={queryClient}>{ui}</AppProviders>
      </MemoryRouter>,
    ),
  };
}

/** Shows where the app navigated (path and query) as `data-testid="where"`, for assertions. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
