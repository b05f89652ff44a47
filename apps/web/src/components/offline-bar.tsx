/**
 * "You are offline" (issue 36 item 4; ADR 325): what stands where a page could not load for want
 * of a network, instead of an error screen: a page whose code or answer is not on the device,
 * and a booking, a list or a day that was never opened online. One component, one sentence
 * (contracts OFFLINE_BAR_TEXT). Small and static: the route error boundary in the entry chunk
 * shows it too.
 */
import { OFFLINE_BAR_TEXT } from '@fasttrack/contracts';
import { WifiOff } from 'lucide-react';

export function OfflineBar() {
  return (
    <p
      role="status"
      data-testid="offline-bar"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      {OFFLINE_BAR_TEXT}
    </p>
  );
}
