/**
 * The line that tells a person the page shows what was last known because the network is gone
 * (issue 28 item 5): "Offline: as of 11:42 WAT." with the time the shown answer was fetched,
 * and its date too when that was not today in Lagos.
 */
import { formatLagos, lagosToday } from '@fasttrack/contracts';
import { WifiOff } from 'lucide-react';
import { formatWat, formatWatTime } from '../lib/wat';

export function OfflineNote({ asOf }: { asOf: string }) {
  const today = formatLagos(asOf, 'yyyy-MM-dd') === lagosToday();
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
      data-testid="offline-note"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      Offline: as of {today ? formatWatTime(asOf) : formatWat(asOf)}.
    </p>
  );
}
