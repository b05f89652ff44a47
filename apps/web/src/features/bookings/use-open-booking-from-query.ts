/**
 * `?openBooking=true` (spec §2 Landing and Dashboard): opens the booking dialog, with
 * `step=confirmation` restoring the drafts at payment, then removes `openBooking` and `step`
 * from the address (replacing the history entry).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryParams } from '../../lib/paths';
import { type OpenBookingDialogOptions, useBookingDialog } from './booking-dialog-context';

export function useOpenBookingFromQuery(source: NonNullable<OpenBookingDialogOptions['source']>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { openBookingDialog } = useBookingDialog();
  const openBooking = searchParams.get(QueryParams.openBooking) === 'true';
  const step = searchParams.get(QueryParams.step);

  useEffect(() => {
    if (!openBooking) return;
    openBookingDialog({ source, step: step === 'confirmation' ? 'confirmation' : undefined });
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(QueryParams.openBooking);
        next.delete(QueryParams.step);
        return next;
      },
      { replace: true },
    );
  }, [openBooking, step, source, openBookingDialog, setSearchParams]);
}
