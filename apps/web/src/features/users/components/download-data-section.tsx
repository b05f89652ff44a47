/**
 * "Download my data" (issue 19, Data rights: access): saves the JSON file of everything kept
 * about the traveller, and says where it went.
 */
import { FileDown } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDownloadMyData } from '../api/download-my-data';

export function DownloadDataSection() {
  const download = useDownloadMyData();
  const busy = download.isPending;
  const result: { tone: 'success' | 'error'; text: string } | null = download.isSuccess
    ? { tone: 'success', text: `Your data was saved as ${download.data}.` }
    : download.isError
      ? { tone: 'error', text: apiErrorMessage(download.error, 'Could not download your data.') }
      : null;
  return (
    <section aria-labelledby="download-data-heading" className="flex flex-col gap-3">
      <h2 id="download-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-700">
        A JSON file of your profile, bookings, payments, the e-mails we sent you, your chat messages and ratings.
      </p>
      <Button variant="outline" className="self-start" disabled={busy} onClick={() => download.mutate()}>
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Preparing your data...' : 'Download my data'}
      </Button>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </section>
  );
}
