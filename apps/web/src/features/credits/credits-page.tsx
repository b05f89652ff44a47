/**
 * /credits (issue 27 §4): the loyalty credit statement. The balance, the next expiry, and every
 * entry newest first with its booking, date in WAT, amount and the balance after it; earnings
 * say when what is left of them expires.
 */
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { bookingPath } from '../../lib/paths';
import { formatWat } from '../../lib/wat';
import { useCreditAccount } from './api/credits-api';
import { expiryLine, formatCreditChange, formatCredits } from './credit-format';

export function CreditsPage() {
  const account = useCreditAccount();
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title="Loyalty credits"
        description="Credits you earn on completed services and ratings, and where you used them."
      />
      {account.isPending ? (
        <Spinner label="Loading your credits..." className="py-16" />
      ) : account.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-slate-700">{account.error.message}</p>
          <Button variant="outline" onClick={() => void account.refetch()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      ) : (
        <>
          <Card className="p-5">
            <p className="text-sm text-slate-700">Balance</p>
            <p className="text-3xl font-bold text-slate-900" data-testid="credits-balance">
              {formatCredits(account.data.balanceUsdCents)}
            </p>
            {account.data.expiries.length > 0 ? (
              <p className="text-sm text-slate-700">{expiryLine(account.data.expiries)}</p>
            ) : null}
          </Card>
          {account.data.entries.length === 0 ? (
            <p className="text-slate-700">No credits yet: complete a service to earn your first.</p>
          ) : (
            <Card className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Credit statement, newest first</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th className="p-3">Date</th>
                    <th className="p-3">What</th>
                    <th className="p-3">Booking</th>
                    <th className="p-3 text-right">Amount</th>
                    <th className="p-3 text-right">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {account.data.entries.map((e) => (
                    <tr key={e.id} className="border-b border-slate-100">
                      <td className="p-3 whitespace-nowrap">{formatWat(e.createdAt)}</td>
                      <td className="p-3">
                        {e.description}
                        {e.expiresAt ? (
                          <span className="block text-xs text-slate-600">Expires {formatWat(e.expiresAt)}</span>
                        ) : null}
                      </td>
                      <td className="p-3">
                        {e.bookingId && e.bookingReference ? (
                          <Link className="text-brand-700 underline" to={bookingPath(e.bookingId)}>
                            {e.bookingReference}
                          </Link>
                        ) : (
                          '-'
                        )}
                      </td>
                      <td className="p-3 text-right whitespace-nowrap">{formatCreditChange(e.amountUsdCents)}</td>
                      <td className="p-3 text-right whitespace-nowrap">{formatCredits(e.balanceUsdCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </>
      )}
    </PageContainer>
  );
}
