/**
 * A commission payout to an agency (issue 39 item 4): the transfer reference, the amount in naira
 * (sent in kobo) and the Lagos date it was paid, checked with the contract's schema.
 */
import { CommissionPayoutRequestSchema, formatMoney, lagosToday, minorToMajor } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useRecordPayout } from '../api/ops-organisations-api';
import { nairaToKobo } from './terms-form';

export function PayoutForm({ id }: { id: string }) {
  const record = useRecordPayout(id);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(lagosToday());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CommissionPayoutRequestSchema.safeParse({
      reference,
      amountNgnKobo: nairaToKobo(amount) ?? Number.NaN,
      paidOn,
    });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setProblems({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        setReference('');
        setAmount('');
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <Field label="Reference" error={problems.reference}>
        <Input value={reference} onChange={(e) => setReference(e.target.value)} />
      </Field>
      <Field label="Amount (naira)" error={problems.amountNgnKobo}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Paid on" error={problems.paidOn}>
        <Input type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record payout'}
        </Button>
      </div>
      {record.isError ? (
        <Alert tone="error" className="sm:col-span-3">
          {record.error.message}
        </Alert>
      ) : null}
      {record.data ? (
        <Alert tone="success" className="sm:col-span-3">
          {`Payout recorded. Commission still unpaid: ${formatMoney(minorToMajor(record.data.unpaidNgnKobo), 'NGN')}.`}
        </Alert>
      ) : null}
    </form>
  );
}
