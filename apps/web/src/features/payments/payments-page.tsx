/**
 * /payments (spec §2 Payments; issue: pages, "the spec's placeholder becomes the user's real
 * history"): each booking with money from GET /api/payments/history, with its money story
 * (credits, naira charged, what went back; issue 37) and its attempts, the paid one first
 * (issue 19 §3). None yet: 'No Payment History' and the secure-payments note.
 */
import { CreditCard, RotateCw, ShieldCheck } from 'lucide-react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePaymentHistory } from './api/get-payment-history';
import { PaymentGroupCard } from './components/payment-group';

function SecureNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      All payments are processed securely by Paystack. Your card details are never stored on our servers.
    </p>
  );
}

export function PaymentsPage() {
  const payments = usePaymentHistory();
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader title="Payment History" description="Your payments and receipts." />
      {payments.isPending ? (
        <Spinner label="Loading your payments..." className="py-16" />
      ) : payments.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <h2 className="text-lg font-bold text-slate-900">Error Loading Payments</h2>
          <p className="text-slate-700">{payments.error.message}</p>
          <Button variant="outline" onClick={() => void payments.refetch()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      ) : payments.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <CreditCard aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <h2 className="text-lg font-bold text-slate-900">No Payment History</h2>
          <p className="text-slate-700">Your payments will appear here once you have paid for a booking.</p>
          <SecureNote />
        </Card>
      ) : (
        <>
          <ul aria-label="Payments by booking" className="flex flex-col gap-4">
            {payments.data.map((entry) => (
              <li key={entry.bookingId}>
                <PaymentGroupCard entry={entry} />
              </li>
            ))}
          </ul>
          <SecureNote />
        </>
      )}
    </PageContainer>
  );
}
