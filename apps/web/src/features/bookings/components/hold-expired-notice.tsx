/**
 * What a traveller sees when an unpaid booking's hold ran out (issue 15 §5): why, and a way on
 * (issue 26 §6: "Book again" starts a new booking, so the expiry is no dead end).
 */
import { HOLD_EXPIRED_MESSAGE } from '@fasttrack/contracts';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useBookingDialog } from '../booking-dialog-context';

export function HoldExpiredNotice() {
  const { options, openBookingDialog } = useBookingDialog();
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">{HOLD_EXPIRED_MESSAGE}</Alert>
      <Button className="self-start" onClick={() => openBookingDialog({ source: options.source })}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Book again
      </Button>
    </div>
  );
}
