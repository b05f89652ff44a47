/**
 * The notifications control, loaded on first use with its own Suspense boundary, so the pages
 * that show it (booking page, officer page, Profile → Notifications) carry only this wrapper and
 * nothing lands in the landing page's first load.
 */
import { lazy, Suspense } from 'react';

const Control = lazy(() => import('./components/allow-notifications').then((m) => ({ default: m.AllowNotifications })));

export function AllowNotifications(props: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Control {...props} />
    </Suspense>
  );
}
