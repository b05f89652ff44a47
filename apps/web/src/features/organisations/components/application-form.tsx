/**
 * The business-account application (issue 39 item 1): kind, legal name, TIN, VAT registered,
 * billing e-mail and address, checked with the contract's schema (the API checks the same).
 * A visitor who is not signed in is asked to sign in or register first, in a dialog with the
 * auth feature's forms (as the booking dialog does mid-flow); what they typed is kept, in the
 * form and in session storage, and the application is sent once they are signed in.
 */
import {
  ORGANISATION_KINDS,
  type Organisation,
  type OrganisationApplication,
  OrganisationApplicationSchema,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useAuth } from '../../auth/index';
import { useApplyForOrganisation } from '../api/organisations-api';
import { businessCopy, kindLabels } from '../copy';
import {
  type ApplicationInput,
  clearApplicationDraft,
  readApplicationDraft,
  saveApplicationDraft,
} from './application-draft';
import { CheckField } from './check-field';
import { InlineAuthDialog, type InlineAuthView } from './inline-auth-dialog';

const EMPTY: ApplicationInput = {
  kind: 'company',
  legalName: '',
  tin: '',
  vatRegistered: false,
  billingEmail: '',
  billingAddress: '',
};

export function ApplicationForm({ onApplied }: { onApplied(organisation: Organisation): void }) {
  const { user } = useAuth();
  const apply = useApplyForOrganisation();
  const [authView, setAuthView] = useState<InlineAuthView | null>(null);
  const waiting = useRef<OrganisationApplication | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ApplicationInput, unknown, OrganisationApplication>({
    resolver: zodResolver(OrganisationApplicationSchema),
    defaultValues: { ...EMPTY, ...readApplicationDraft() },
  });

  // What is typed survives a full page load (a social sign-in leaves the page and comes back).
  useEffect(() => {
    const subscription = watch((values) => saveApplicationDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const send = (application: OrganisationApplication) =>
    apply.mutate(application, {
      onSuccess: (organisation) => {
        clearApplicationDraft();
        onApplied(organisation);
      },
    });

  // Signed in from the dialog: close it and send what was waiting.
  const signedIn = user !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the person signs in
  useEffect(() => {
    if (!signedIn || !waiting.current) return;
    const application = waiting.current;
    waiting.current = null;
    setAuthView(null);
    send(application);
  }, [signedIn]);

  const submit = handleSubmit((application) => {
    if (user) return send(application);
    waiting.current = application;
    setAuthView('login');
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Kind of business</legend>
          {ORGANISATION_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={kind} className="h-5 w-5 accent-brand-700" {...register('kind')} />
              {kindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <Field label="Legal name" hint="As registered with the CAC." error={errors.legalName?.message}>
          <Input autoComplete="organization" {...register('legalName')} />
        </Field>
        <Field label="Tax identification number (TIN)" error={errors.tin?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('tin')} />
        </Field>
        <CheckField label="Registered for VAT" {...register('vatRegistered')} />
        <Field label="Billing e-mail" hint="Where the monthly invoices go." error={errors.billingEmail?.message}>
          <Input type="email" autoComplete="email" {...register('billingEmail')} />
        </Field>
        <Field label="Billing address" error={errors.billingAddress?.message}>
          <Textarea rows={3} autoComplete="street-address" {...register('billingAddress')} />
        </Field>
        {apply.isError ? <Alert tone="error">{apply.error.message}</Alert> : null}
        <Button type="submit" size="lg" disabled={apply.isPending} className="self-start">
          {apply.isPending ? 'Sending...' : 'Apply'}
        </Button>
      </form>

      <InlineAuthDialog
        view={authView}
        titles={{ login: businessCopy.signInTitle, register: businessCopy.registerTitle }}
        description={businessCopy.signInFirst}
        onViewChange={setAuthView}
      />
    </>
  );
}
