/**
 * Settings (issue 39 items 1-3), owner and admin: the billing e-mail and address the invoices go
 * to, whether each booking needs a cost centre or a purchase-order reference; the payment terms,
 * which our admin sets, read-only.
 */
import {
  formatMoney,
  minorToMajor,
  type Organisation,
  type OrganisationSettingsUpdate,
  OrganisationSettingsUpdateSchema,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useUpdateOrganisationSettings } from '../api/organisations-api';
import { kindLabels, termsLabels } from '../copy';
import { useOrganisationContext } from '../organisation-context';
import { CheckField } from './check-field';

export function SettingsTab() {
  const organisation = useOrganisationContext();
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Billing and bookings</h2>
        <SettingsForm organisation={organisation} />
      </Card>
      <PaymentTerms organisation={organisation} />
    </div>
  );
}

type SettingsInput = z.input<typeof OrganisationSettingsUpdateSchema>;

function SettingsForm({ organisation }: { organisation: Organisation }) {
  const save = useUpdateOrganisationSettings(organisation.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsInput, unknown, OrganisationSettingsUpdate>({
    resolver: zodResolver(OrganisationSettingsUpdateSchema),
    defaultValues: {
      billingEmail: organisation.billingEmail,
      billingAddress: organisation.billingAddress,
      requiresCostCentre: organisation.requiresCostCentre,
      requiresPoReference: organisation.requiresPoReference,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit((update) => save.mutate(update))} className="flex flex-col gap-3">
      <Field label="Billing e-mail" hint="Invoices and their PDF go here." error={errors.billingEmail?.message}>
        <Input type="email" {...register('billingEmail')} />
      </Field>
      <Field label="Billing address" error={errors.billingAddress?.message}>
        <Textarea rows={3} {...register('billingAddress')} />
      </Field>
      <CheckField label="Every booking needs a cost centre" {...register('requiresCostCentre')} />
      <CheckField label="Every booking needs a purchase-order reference" {...register('requiresPoReference')} />
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">Settings saved.</Alert> : null}
    </form>
  );
}

/** Basis points as a percentage with up to two decimals, e.g. 1250 -> "12.5 %". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })} %`;
}

function PaymentTerms({ organisation }: { organisation: Organisation }) {
  const { terms } = organisation;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-bold text-slate-900">Payment terms</h2>
      <p className="text-sm text-slate-700">Set by FastTrack LOS when your account was approved.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-700">Organisation</dt>
        <dd className="text-slate-900">{`${kindLabels[organisation.kind]}, TIN ${organisation.tin}`}</dd>
        <dt className="text-slate-700">VAT registered</dt>
        <dd className="text-slate-900">{organisation.vatRegistered ? 'Yes' : 'No'}</dd>
        <dt className="text-slate-700">Paying</dt>
        <dd className="text-slate-900">{termsLabels[terms.paymentTerms]}</dd>
        {terms.paymentTerms === 'invoice' ? (
          <>
            <dt className="text-slate-700">Credit limit</dt>
            <dd className="text-slate-900">{formatMoney(minorToMajor(terms.creditLimitNgnKobo), 'NGN')}</dd>
            <dt className="text-slate-700">Invoices due</dt>
            <dd className="text-slate-900">{`${terms.paymentDays} days after issue`}</dd>
          </>
        ) : null}
        {organisation.kind === 'travel_agency' ? (
          <>
            <dt className="text-slate-700">Commission</dt>
            <dd className="text-slate-900">{formatBps(terms.commissionBps)}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
