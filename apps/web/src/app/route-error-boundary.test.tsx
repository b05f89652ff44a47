/**
 * A page whose code cannot load (issue 36 item 4): with no network, the "You are offline" bar
 * instead of "Something went wrong"; online, the error as before.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function PageWhoseCodeDidNotLoad(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/payments-x.js');
}

describe('RouteErrorBoundary', () => {
  it('shows the offline bar, not an error, when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <PageWhoseCodeDidNotLoad />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('offline-bar')).toHaveTextContent(/^You are offline\./);
    expect(screen.queryByText('Something went wrong while loading this page.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  it('shows the error online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <PageWhoseCodeDidNotLoad />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong while loading this page.')).toBeVisible();
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });
});
