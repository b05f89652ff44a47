/**
 * Why Confirm Booking failed (spec §8 'Error creating booking. Please try again.', issue 19 §5):
 * placed right below the action that failed, announced as it appears (role="alert"), and
 * scrolled into view, so a traveller at the bottom of a scrolled dialog sees it where they are.
 */
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { CreateError } from '../create-error';

export function DialogError({ error }: { error: CreateError }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new error is brought into view again.
  useEffect(() => {
    const alert = ref.current;
    // 'nearest' moves the dialog only as far as needed: nothing jumps when it is already in view.
    const bringIntoView = () => alert?.scrollIntoView?.({ block: 'nearest' });
    bringIntoView();
    // Content above it may still grow (the availability answer can arrive after a quick failure):
    // keep the message where the traveller sees it.
    const siblings = alert?.parentElement?.children;
    if (!siblings || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bringIntoView);
    for (const element of siblings) if (element !== alert) observer.observe(element);
    return () => observer.disconnect();
  }, [error]);
  return (
    <Alert ref={ref} tone="error" className="mt-4 scroll-mb-4">
      <p>{error.text}</p>
      {error.detail ? <p className="mt-1">{error.detail}</p> : null}
    </Alert>
  );
}
