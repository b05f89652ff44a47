/**
 * Catches a page that fails to render or whose code fails to load (e.g. a new release replaced
 * the chunk files) and offers a reload. Reset when the path changes (`key` by the caller). With
 * no network (a page whose code is not on the device), the "You are offline" bar instead of an
 * error (issue 36 item 4).
 */
import { Component, type ReactNode } from 'react';
import { OfflineBar } from '../components/offline-bar';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        {navigator.onLine ? (
          <Alert tone="error">
            <p className="font-semibold">Something went wrong while loading this page.</p>
          </Alert>
        ) : (
          <OfflineBar />
        )}
        <Button className="mt-4" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    );
  }
}
