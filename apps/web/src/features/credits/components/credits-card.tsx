/**
 * The dashboard's "Loyalty credits" card (issue 27 §4): the balance, what is reserved for unpaid
 * bookings, what expires when in WAT (the rating bonus too: issue 37), and a link to the statement. Nothing while loading or on an
 * error: the dashboard works without it.
 */
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { useCreditAccount } from '../api/credits-api';
import { expiryLine, formatCredits } from '../credit-format';

export function CreditsCard() {
  const account = useCreditAccount();
  if (!account.data) return null;
  const { balanceUsdCents, reservedUsdCents, expiries } = account.data;
  const expiring = expiryLine(expiries);
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5" aria-labelledby="credits-card-heading">
      <Gift aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
      <div className="flex-1">
        <h2 id="credits-card-heading" className="font-semibold text-slate-900">
          Loyalty credits
        </h2>
        <p className="text-2xl font-bold text-slate-900" data-testid="credits-balance">
          {formatCredits(balanceUsdCents)}
        </p>
        <p className="text-sm text-slate-700">
          {balanceUsdCents > 0
            ? 'Choose "Use my credits" when you pay for your next booking.'
            : 'Earn credits on every completed service and when you rate it.'}
          {reservedUsdCents > 0
            ? ` ${formatCredits(reservedUsdCents)} is set aside for a booking awaiting payment.`
            : ''}
          {expiring ? ` ${expiring}` : ''}
        </p>
      </div>
      <Link to={paths.credits} className="text-sm font-semibold text-brand-700 underline">
        View statement
      </Link>
    </Card>
  );
}
