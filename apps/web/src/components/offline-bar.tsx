/**
 * "You are offline" (issue 36 item 4; ADR 325): what stands where a page could not load for want
 * of a network, instead of an error screen: a page whose code or answer is not on the device,
 * and a booking, a list or a day that was never opened online. One component, one sentence
 * (contracts OFFLINE_BAR_TEXT). The route error boundary in the entry chunk shows it too, so it
 * is the warning box the entry already carries, announced politely (a state, not an error).
 */
import { OFFLINE_BAR_TEXT } from '@fasttrack/contracts';
import { Alert } from './ui/alert';

export function OfflineBar() {
  return (
    <Alert tone="warning" role="status" data-testid="offline-bar">
      {OFFLINE_BAR_TEXT}
    </Alert>
  );
}
