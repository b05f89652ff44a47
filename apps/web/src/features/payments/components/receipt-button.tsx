/** "Download receipt" (issue 16 §4): on /payments and on each paid booking card. */
import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDownloadReceipt } from '../api/download-receipt';

export function ReceiptButton({ bookingId, bookingReference }: { bookingId: string; bookingReference: string }) {
  const download = useDownloadReceipt();
  const busy = download.isPending;
  const error = download.error ? apiErrorMessage(download.error, 'Could not download the receipt.') : null;
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => download.mutate({ bookingId, bookingReference })}
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Downloading...' : 'Download receipt'}
        <span className="sr-only"> for {bookingReference}</span>
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-red-800">
          {error}
        </span>
      ) : null}
    </span>
  );
}
