/**
 * The loyalty credits panel of /ops/staff (issue 27 §2, §4), admin only: the outstanding total
 * (what the business owes in credits), the settings (earn %, rating bonus, expiry months), and an
 * adjustment of one traveller's account with a reason (audited by the server). Amounts are typed
 * in dollars and sent in cents.
 */
import { type LoyaltySettings, majorToMinor, minorToMajor } from '@fasttrack/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAdjustCredits, useCreditsOverview, useSaveLoyaltySettings } from '../api/credits-api';
import { formatCredits } from '../credit-format';

export function CreditsAdmin() {
  const overview = useCreditsOverview();
  return (
    <section aria-labelledby="credits-admin-heading" className="flex flex-col gap-3">
      <h2 id="credits-admin-heading" className="text-lg font-bold text-slate-900">
        Loyalty credits
      </h2>
      {overview.isPending ? <Spinner label="Loading credits..." className="py-6" /> : null}
      {overview.isError ? <Alert tone="error">{overview.error.message}</Alert> : null}
      {overview.data ? (
        <>
          <p className="text-slate-800">
            Outstanding credits: <strong>{formatCredits(overview.data.outstandingUsdCents)}</strong>
          </p>
          <SettingsForm settings={overview.data.settings} />
          <AdjustForm />
        </>
      ) : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: LoyaltySettings }) {
  const save = useSaveLoyaltySettings();
  const [earnPercent, setEarnPercent] = useState(String(settings.earnPercent));
  const [bonus, setBonus] = useState(String(minorToMajor(settings.ratingBonusUsdCents)));
  const [months, setMonths] = useState(String(settings.expiryMonths));
  useEffect(() => {
    setEarnPercent(String(settings.earnPercent));
    setBonus(String(minorToMajor(settings.ratingBonusUsdCents)));
    setMonths(String(settings.expiryMonths));
  }, [settings]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      earnPercent: Number(earnPercent),
      ratingBonusUsdCents: majorToMinor(Number(bonus)),
      expiryMonths: Number(months),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4">
      <Field label="Earn (% of money paid)">
        <Input
          type="number"
          min={0}
          max={100}
          step={1}
          value={earnPercent}
          onChange={(e) => setEarnPercent(e.target.value)}
        />
      </Field>
      <Field label="Rating bonus (USD)">
        <Input type="number" min={0} step="any" value={bonus} onChange={(e) => setBonus(e.target.value)} />
      </Field>
      <Field label="Credits expire after (months)">
        <Input type="number" min={1} max={120} step={1} value={months} onChange={(e) => setMonths(e.target.value)} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">Loyalty settings saved.</Alert> : null}
    </form>
  );
}

function AdjustForm() {
  const adjust = useAdjustCredits();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    adjust.mutate(
      { email, amountUsdCents: majorToMinor(Number(amount)), reason },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4">
      <Field label="Traveller's email">
        <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Amount (USD, negative to take)" hint="For example 10 or -5.50">
        <Input type="number" step="any" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Reason">
        <Input required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending ? 'Adjusting...' : 'Adjust credits'}
        </Button>
      </div>
      {adjust.isError ? <Alert tone="error">{adjust.error.message}</Alert> : null}
      {adjust.data ? (
        <Alert tone="success">Credits adjusted: the balance is now {formatCredits(adjust.data.balanceUsdCents)}.</Alert>
      ) : null}
    </form>
  );
}
