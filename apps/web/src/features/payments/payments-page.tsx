/**
 * /payments (spec §2 Payments; issue: pages, "the spec's placeholder becomes the user's real
 * history"): every payment from GET /api/payments/user with its reference, date, amount in NGN
 * and USD, method and status. None yet: 'No Payment History' and the secure-payments note.
 */
import { formatLagos, formatMoney, type PaymentRecord } from '@fasttrack/contracts';
import { CreditCard, RotateCw, ShieldCheck } from 'lucide-react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PaymentStatusBadge } from '../bookings/components/status-badge';
import { useUserPayments } from './api/get-user-payments';
import { ReceiptButton } from './components/receipt-button';

const METHOD_LABELS = { card: 'Card', bank: 'Bank Transfer' } as const;

function SecureNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      All payments are processed securely by Paystack. Your card details are never stored on our servers.
    </p>
  );
}

function amountNgn(p: PaymentRecord): string {
  return p.currency === 'NGN' ? formatMoney(p.amount, 'NGN') : `${p.amount.toFixed(2)} ${p.currency}`;
}

export function PaymentsPage() {
  const payments = useUserPayments();
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
          <ul className="flex flex-col gap-3">
            {payments.data.map((p) => (
              <li key={p.id}>
                <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="min-w-0">
                    <p className="font-semibold break-all text-slate-900">{p.reference}</p>
                    <p className="text-sm text-slate-700">
                      Booking {p.bookingReference} · {formatLagos(p.paidAt ?? p.createdAt, 'd MMM yyyy, HH:mm')} ·{' '}
                      {p.method ? METHOD_LABELS[p.method] : 'Method not known yet'}
                    </p>
                    {p.failureReason && p.status === 'failed' ? (
                      <p className="text-sm text-red-800">{p.failureReason}</p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
                    <p className="text-right">
                      <span className="block font-bold text-slate-900">{amountNgn(p)}</span>
                      <span className="block text-sm text-slate-700">{formatMoney(p.amountUsd, 'USD')}</span>
                    </p>
                    <PaymentStatusBadge status={p.status} />
                    {p.status === 'paid' || p.status === 'refunded' ? (
                      <ReceiptButton bookingId={p.bookingId} bookingReference={p.bookingReference} />
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <SecureNote />
        </>
      )}
    </PageContainer>
  );
}
