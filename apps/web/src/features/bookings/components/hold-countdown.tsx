/**
 * How long the unpaid booking stays held (issue 15 §5): "Time left to pay: 29:41", ticking each
 * second, and the expiry sentence when it runs out. Screen readers hear the minute changes only,
 * not every second.
 */
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLocalTime } from '../../../lib/wat';
import { formatHoldRemaining, holdRemainingMs } from '../hold-time';
import { HoldExpiredNotice } from './hold-expired-notice';

export interface HoldCountdownProps {
  /** ISO instant the hold ends. */
  holdExpiresAt: string;
  /** Called once when the hold runs out while shown. */
  onExpired?(): void;
  /** The booking's airport zone: the end of the hold is read on its clock. */
  timeZone: string;
}

export function HoldCountdown({ holdExpiresAt, onExpired, timeZone }: HoldCountdownProps) {
  const [remaining, setRemaining] = useState(() => holdRemainingMs(holdExpiresAt));

  useEffect(() => {
    // A display clock only: the server expires the booking on its own, whatever this shows.
    const tick = () => setRemaining(holdRemainingMs(holdExpiresAt));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [holdExpiresAt]);

  const expired = remaining === 0;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (expired) return <HoldExpiredNotice />;
  const minutesLeft = Math.ceil(remaining / 60_000);
  return (
    <div className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Timer aria-hidden="true" className="h-4 w-4 shrink-0" />
      <p>
        <span aria-hidden="true">
          Time left to pay: <span className="font-semibold tabular-nums">{formatHoldRemaining(remaining)}</span>
        </span>
        <span className="sr-only" aria-live="polite">
          {`About ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'} left to pay`}
        </span>{' '}
        (held until {formatLocalTime(holdExpiresAt, timeZone)})
      </p>
    </div>
  );
}
