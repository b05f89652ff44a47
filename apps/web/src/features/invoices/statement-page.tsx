/**
 * The Statement tab of `/organisations/:id` (issue 39 items 4, 6): the ledger entries of a range of
 * Lagos dates, oldest first, each with the balance after it, the balance before the range and at
 * its end (the API's figures: the balance is the sum of the entries), and for an agency the
 * commission earned, paid out and still to be paid. Owner, admin and finance.
 */
import type { Statement, StatementQuery } from '@fasttrack/contracts';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { formatWat } from '../../lib/wat';
import { useOrganisationContext } from '../organisations/index';
import { useStatement } from './api/get-statement';
import { InvoicesCopy as copy, LEDGER_ENTRY_LABELS } from './copy';
import { calendarDate, naira, nairaChange } from './money-format';

export function StatementPage() {
  const organisation = useOrganisationContext();
  const [range, setRange] = useState<StatementQuery>({});
  const statement = useStatement(organisation.id, range);
  return (
    <section aria-labelledby="statement-title" className="flex flex-col gap-4">
      <div>
        <h2 id="statement-title" className="text-xl font-bold text-slate-900">
          {copy.statementTitle}
        </h2>
        <p className="text-slate-700">{copy.statementDescription}</p>
      </div>
      <RangeForm value={range} onChange={setRange} />
      {statement.isPending ? (
        <Spinner label={copy.statementLoading} className="py-12" />
      ) : statement.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-slate-700">{statement.error.message}</p>
          <Button variant="outline" onClick={() => void statement.refetch()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </Card>
      ) : (
        <StatementView statement={statement.data} />
      )}
    </section>
  );
}

function RangeForm({ value, onChange }: { value: StatementQuery; onChange(range: StatementQuery): void }) {
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field label={copy.from}>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      </Field>
      <Field label={copy.to}>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </Field>
      <Button type="submit" variant="outline">
        {copy.show}
      </Button>
    </form>
  );
}

export function StatementView({ statement }: { statement: Statement }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="p-4">
          <p className="text-sm text-slate-700">
            {copy.balance} ({calendarDate(statement.to)})
          </p>
          <p className="text-2xl font-bold text-slate-900" data-testid="statement-balance">
            {naira(statement.balanceNgnKobo)}
          </p>
          <p className="text-xs text-slate-600">{copy.balanceHint}</p>
        </Card>
        {statement.commission ? (
          <Card className="p-4">
            <p className="text-sm font-semibold text-slate-900">
              {copy.commissionTitle} ({copy.commissionRate} {statement.commission.rateBps / 100}%)
            </p>
            <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-700">{copy.commissionEarned}</dt>
                <dd className="font-semibold">{naira(statement.commission.earnedNgnKobo)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">{copy.commissionPaid}</dt>
                <dd className="font-semibold">{naira(statement.commission.paidNgnKobo)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">{copy.commissionUnpaid}</dt>
                <dd className="font-semibold">{naira(statement.commission.unpaidNgnKobo)}</dd>
              </div>
            </dl>
          </Card>
        ) : null}
      </div>
      {statement.entries.length === 0 ? (
        <p className="text-slate-700">{copy.noEntries}</p>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{copy.statementCaption}</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  {copy.date}
                </th>
                <th scope="col" className="p-3">
                  {copy.entry}
                </th>
                <th scope="col" className="p-3 text-right">
                  {copy.amount}
                </th>
                <th scope="col" className="p-3 text-right">
                  {copy.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100 text-slate-700">
                <td className="p-3" colSpan={3}>
                  {copy.openingBalance}
                  {statement.from ? ` ${calendarDate(statement.from)}` : ''}
                </td>
                <td className="p-3 text-right whitespace-nowrap">{naira(statement.openingBalanceNgnKobo)}</td>
              </tr>
              {statement.entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td className="p-3 whitespace-nowrap">{formatWat(e.occurredAt)}</td>
                  <td className="p-3">
                    {LEDGER_ENTRY_LABELS[e.kind]}
                    <span className="block text-xs text-slate-600">
                      {[e.bookingReference, e.invoiceNumber, e.reference].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">{nairaChange(e.amountNgnKobo)}</td>
                  <td className="p-3 text-right whitespace-nowrap">{naira(e.balanceNgnKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
