/** Test support for the booking dialog's tests: a button that opens it as a screen would. */
import { type OpenBookingDialogOptions, useBookingDialog } from '../booking-dialog-context';

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
