/**
 * Test support for the booking dialog's tests: a button that opens it as a screen would, and the
 * browser's Back and Forward buttons (the memory router's history).
 */
import { useNavigate } from 'react-router';
import { type OpenBookingDialogOptions, useBookingDialog } from '../../features/bookings/booking-dialog-context';

/** A button labelled `label` that opens the booking dialog with `options`. */
export function OpenBookingButton({
  options = {},
  label = 'open booking',
}: {
  options?: OpenBookingDialogOptions;
  label?: string;
}) {
  const { openBookingDialog } = useBookingDialog();
  return (
    <button type="button" onClick={() => openBookingDialog(options)}>
      {label}
    </button>
  );
}

/** The browser's own Back and Forward, outside the dialog (they stay reachable while it is open). */
export function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" data-testid="browser-back" onClick={() => navigate(-1)}>
        browser back
      </button>
      <button type="button" data-testid="browser-forward" onClick={() => navigate(1)}>
        browser forward
      </button>
    </>
  );
}
