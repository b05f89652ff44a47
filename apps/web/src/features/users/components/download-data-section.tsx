/**
 * "Download my data" (issue 19, Data rights: access): saves the JSON file of everything kept
 * about the traveller, and says where it went.
 */
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { downloadMyData } from '../api/download-my-data';

export function DownloadDataSection() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <section aria-labelledby="download-data-heading" className="flex flex-col gap-3">
      <h2 id="download-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-700">
        A JSON file of your profile, bookings, payments, the e-mails we sent you, your chat messages and ratings.
      </p>
      <Button
        variant="outline"
        className="self-start"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setResult(null);
          try {
            const filename = await downloadMyData();
            setResult({ tone: 'success', text: `Your data was saved as ${filename}.` });
          } catch (err) {
            setResult({ tone: 'error', text: apiErrorMessage(err, 'Could not download your data.') });
          } finally {
            setBusy(false);
          }
        }}
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Preparing your data...' : 'Download my data'}
      </Button>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </section>
  );
}
