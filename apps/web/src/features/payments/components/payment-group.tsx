/**
 * One booking on /payments (issue 19 §3, issue 37): the booking (reference, flight, service) as a
 * heading, its money story (total and rate, credits, naira charged, what went back: contracts
 * `moneyStoryRows`, as the receipt prints it), then each payment attempt with a visible status
 * label. Only an attempt that took money shows its amount as a charge; the others say "Not
 * charged" and why. A booking paid with credits alone has no attempt and says so.
 */
import {
  formatMoney,
  isChargedPayment,
  type PaymentHistoryEntry,
  type PaymentRecord,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatWat } from '../../../lib/wat';
import { attemptNotUsed, attemptStatusLabel, chargeNote } from '../payment-groups';
import { MoneyStory } from './money-story';
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
const GREY = 'border-slate-300 bg-slate-100 text-slate-800';

function amountText(p: PaymentRecord): string {
  return p.currency === 'NGN' ? formatMoney(p.amount, 'NGN') : `${p.amount.toFixed(2)} ${p.currency}`;
}

function AttemptRow({ attempt: p, entry }: { attempt: PaymentRecord; entry: PaymentHistoryEntry }) {
  const charged = isChargedPayment(p.status);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Status:
          <span
            className={cn(
              'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
              attemptNotUsed(p, entry) ? GREY : chipColours[p.status],
            )}
          >
            {attemptStatusLabel(p, entry)}
          </span>
        </p>
        <p className={cn('font-semibold', p.status === 'failed' ? 'text-red-800' : 'text-slate-900')}>
          {chargeNote(p, entry)}
        </p>
        <p className="text-sm text-slate-700">
          {p.method ? METHOD_LABELS[p.method] : 'Method not chosen'} ·{' '}
          {formatWat(p.paidAt ?? p.createdAt, 'd MMM yyyy, HH:mm')}
        </p>
        <p className="text-xs break-all text-slate-600">Reference {p.reference}</p>
      </div>
      <p className="shrink-0 sm:text-right">
        {charged ? (
          <span className="block font-bold text-slate-900">{amountText(p)}</span>
        ) : (
          <span className="block text-sm text-slate-600">Attempted {amountText(p)}</span>
        )}
      </p>
    </li>
  );
}

export function PaymentGroupCard({ entry }: { entry: PaymentHistoryEntry }) {
  const headingId = `payments-${entry.bookingId}`;
  const settled = entry.paymentStatus === 'paid' || entry.paymentStatus === 'refunded';
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <header className="flex flex-col gap-2 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold break-all text-slate-900">
              Booking {entry.bookingReference}
            </h2>
            <p className="text-sm text-slate-700">
              {entry.airlineName} {entry.flightNumber} · {SERVICE_TYPE_LABELS[entry.serviceType]}
            </p>
          </div>
          {settled ? <ReceiptButton bookingId={entry.bookingId} bookingReference={entry.bookingReference} /> : null}
        </header>
        <MoneyStory
          money={entry.money}
          bookingStatus={entry.bookingStatus}
          paymentStatus={entry.paymentStatus}
          exchangeRate={entry.exchangeRate}
          freeCancellationHours={entry.freeCancellationHours}
          label={`Money for ${entry.bookingReference}`}
          className="border-b border-slate-200 p-4"
        />
        {entry.attempts.length > 0 ? (
          <ul aria-label={`Payment attempts for ${entry.bookingReference}`} className="divide-y divide-slate-200">
            {entry.attempts.map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className="p-4 text-sm text-slate-700">No card or bank payment: loyalty credits paid for this booking.</p>
        )}
      </section>
    </Card>
  );
}
