/**
 * One booking's payment attempts on /payments (issue 19 §3): the booking (reference, flight,
 * service) as a heading, then each attempt with a visible status label. Only an attempt that took
 * money shows its amount as a charge; the others say "Not charged" and why.
 */
import { formatMoney, isChargedPayment, type PaymentRecord, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatWat } from '../../../lib/wat';
import { ATTEMPT_STATUS_LABELS, chargeNote, type PaymentGroup } from '../payment-groups';
import { ReceiptButton } from './receipt-button';

const METHOD_LABELS = { card: 'Card', bank: 'Bank Transfer' } as const;

const chipColours: Record<PaymentRecord['status'], string> = {
  paid: 'border-green-300 bg-green-100 text-green-900',
  refunded: 'border-slate-300 bg-slate-100 text-slate-800',
  failed: 'border-red-300 bg-red-100 text-red-900',
  abandoned: 'border-slate-300 bg-slate-100 text-slate-800',
  initialized: 'border-amber-300 bg-amber-100 text-amber-900',
  pending: 'border-amber-300 bg-amber-100 text-amber-900',
};

function amountNgn(p: PaymentRecord): string {
  return p.currency === 'NGN' ? formatMoney(p.amount, 'NGN') : `${p.amount.toFixed(2)} ${p.currency}`;
}

function AttemptRow({ attempt: p }: { attempt: PaymentRecord }) {
  const charged = isChargedPayment(p.status);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Status:
          <span
            className={cn(
              'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
              chipColours[p.status],
            )}
          >
            {ATTEMPT_STATUS_LABELS[p.status]}
          </span>
        </p>
        <p className={cn('font-semibold', p.status === 'failed' ? 'text-red-800' : 'text-slate-900')}>
          {chargeNote(p)}
        </p>
        <p className="text-sm text-slate-700">
          {p.method ? METHOD_LABELS[p.method] : 'Method not chosen'} ·{' '}
          {formatWat(p.paidAt ?? p.createdAt, 'd MMM yyyy, HH:mm')}
        </p>
        <p className="text-xs break-all text-slate-600">Reference {p.reference}</p>
      </div>
      <p className="shrink-0 sm:text-right">
        {charged ? (
          <>
            <span className="block font-bold text-slate-900">{amountNgn(p)}</span>
            <span className="block text-sm text-slate-700">{formatMoney(p.amountUsd, 'USD')}</span>
          </>
        ) : (
          <span className="block text-sm text-slate-600">Attempted {amountNgn(p)}</span>
        )}
      </p>
    </li>
  );
}

export function PaymentGroupCard({ group }: { group: PaymentGroup }) {
  const headingId = `payments-${group.bookingId}`;
  const charged = group.attempts.some((a) => isChargedPayment(a.status));
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <header className="flex flex-col gap-2 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold break-all text-slate-900">
              Booking {group.bookingReference}
            </h2>
            <p className="text-sm text-slate-700">
              {group.airlineName} {group.flightNumber} · {SERVICE_TYPE_LABELS[group.serviceType]}
            </p>
          </div>
          {charged ? <ReceiptButton bookingId={group.bookingId} bookingReference={group.bookingReference} /> : null}
        </header>
        <ul aria-label={`Payment attempts for ${group.bookingReference}`} className="divide-y divide-slate-200">
          {group.attempts.map((attempt) => (
            <AttemptRow key={attempt.id} attempt={attempt} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
