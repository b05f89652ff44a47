/**
 * The admin's payment terms of one organisation (issue 39 items 3 and 4): card or invoice; on
 * invoice, a credit limit typed in naira (sent in kobo) and the days until an invoice is due
 * (default 30); for an agency, the commission as a percentage with up to two decimals (sent in
 * basis points: 12.5 % -> 1250). Used to approve an application and to change terms later.
 */
import {
  majorToMinor,
  minorToMajor,
  type OrganisationKind,
  type OrganisationTerms,
  type OrganisationTermsInput,
  PAYMENT_TERMS,
  type PaymentTerms,
} from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { termsLabels } from '../copy';

/** Highest commission the API takes: 5000 basis points. */
const MAX_COMMISSION_PERCENT = 50;

/** "12.5" -> 1250; null when not a percentage of 0-50 with at most two decimals. */
export function percentToBps(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= MAX_COMMISSION_PERCENT * 100 ? bps : null;
}

/** Naira as typed ("1500000" or "1,500,000.50") -> kobo; null when not an amount. */
export function nairaToKobo(text: string): number | null {
  const t = text.replace(/[,\s₦]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  return majorToMinor(Number(t));
}

interface TermsFormProps {
  kind: OrganisationKind;
  initial: OrganisationTerms | null;
  action: string;
  pending: boolean;
  error?: string | undefined;
  onSubmit(terms: OrganisationTermsInput): void;
}

export function TermsForm({ kind, initial, action, pending, error, onSubmit }: TermsFormProps) {
  const [paymentTerms, setPaymentTerms] = useState<PaymentTerms>(initial?.paymentTerms ?? 'invoice');
  const [limit, setLimit] = useState(initial ? String(minorToMajor(initial.creditLimitNgnKobo)) : '');
  const [days, setDays] = useState(String(initial?.paymentDays ?? 30));
  const [percent, setPercent] = useState(initial ? String(initial.commissionBps / 100) : '0');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const agency = kind === 'travel_agency';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const kobo = paymentTerms === 'invoice' ? nairaToKobo(limit) : 0;
    if (kobo === null) found.limit = 'Enter the credit limit in naira, e.g. 1500000';
    const paymentDays = Number(days);
    if (!Number.isInteger(paymentDays) || paymentDays < 1 || paymentDays > 120) {
      found.days = 'Enter whole days from 1 to 120';
    }
    const bps = agency ? percentToBps(percent) : 0;
    if (bps === null) found.percent = 'Enter a percentage from 0 to 50, with at most two decimals';
    setProblems(found);
    if (kobo === null || bps === null || Object.keys(found).length > 0) return;
    onSubmit({ paymentTerms, creditLimitNgnKobo: kobo, paymentDays, commissionBps: bps });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Payment terms</legend>
        {PAYMENT_TERMS.map((terms) => (
          <label key={terms} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="paymentTerms"
              value={terms}
              checked={paymentTerms === terms}
              onChange={() => setPaymentTerms(terms)}
              className="h-5 w-5 accent-brand-700"
            />
            {termsLabels[terms]}
          </label>
        ))}
      </fieldset>
      {paymentTerms === 'invoice' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Credit limit (naira)" error={problems.limit}>
            <Input inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} />
          </Field>
          <Field label="Days until due" error={problems.days}>
            <Input type="number" min={1} max={120} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
          </Field>
        </div>
      ) : null}
      {agency ? (
        <Field label="Commission (%)" hint="Up to two decimals, e.g. 7.5" error={problems.percent}>
          <Input
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            className="max-w-40"
          />
        </Field>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Saving...' : action}
      </Button>
    </form>
  );
}
