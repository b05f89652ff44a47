/**
 * On `/` after a sign-out for inactivity: "You were signed out after 1 hour without activity."
 * (issue 19 §10). A polite status region that is always in the page (also in the prerendered
 * HTML, empty) and filled after mount, so screen readers announce the sentence when it appears.
 */
import { useEffect, useState } from 'react';
import { takeTimeoutSignOut, timeoutSignOutMessage } from '../users/index';

export function SignedOutNotice() {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    setLabel(takeTimeoutSignOut());
  }, []);
  return (
    <div role="status" aria-live="polite" className="px-4">
      {label ? (
        <p className="mx-auto mt-4 max-w-6xl rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900">
          {timeoutSignOutMessage(label)}
        </p>
      ) : null}
    </div>
  );
}
