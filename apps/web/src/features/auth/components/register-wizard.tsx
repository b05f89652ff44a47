/**
 * Registration wizard of the auth dialog (spec §2 Auth dialog, §4, §5 Registration):
 * Personal Info -> Contact Details -> Security. Next moves on only when the current step's
 * fields pass the contract rules; Previous goes back, and on step 1 returns to the login view.
 * Only step 3 submits (Enter on earlier steps means Next). Terms acceptance and marketing
 * consent are part of step 3; a failure shows the server's message, else 'Registration failed.
 * Please try again.' (§8), and field messages from the server go to their fields.
 * Next on step 2 asks check-user (§7) whether the e-mail already has an account and, if so, says
 * so on the e-mail field with a way to sign in instead (issue 19 §9). A failed check lets the
 * visitor go on: registering still refuses a taken e-mail.
 */

import { lagosToday, Messages, PHONE_EXAMPLE, phoneForDisplay, type User } from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { Steps } from '../../../components/ui/steps';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCheckUser } from '../api/check-user';
import { useAuth } from '../auth-context';
import type { RegistrationPrefill } from '../registration-prefill';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_STEPS,
  type RegisterFormInput,
  type RegisterFormOutput,
  RegisterFormSchema,
} from '../schemas';
import { CheckboxRow } from './checkbox-row';
import { NationalityOptions } from './nationality-options';
import { TermsConsent } from './terms-consent';

export interface RegisterWizardProps {
  /** Fields already known: the phone (issue 26 item 5) and name (issue 37) typed in the booking step. */
  initial?: RegistrationPrefill | undefined;
  onBackToLogin(): void;
  onSuccess(user: User): void;
}

const LAST_STEP = REGISTER_STEPS.length - 1;
const STEP_TITLES = REGISTER_STEPS.map((s) => s.title);

export function RegisterWizard({ initial, onBackToLogin, onSuccess }: RegisterWizardProps) {
  const { register: registerAccount } = useAuth();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const checkUser = useCheckUser();
  const checkingEmail = checkUser.isPending;
  const [emailTaken, setEmailTaken] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(RegisterFormSchema),
    // A number carried from the booking contact is stored in E.164; shown as the traveller wrote it.
    defaultValues: {
      ...EMPTY_REGISTER_FORM,
      ...(initial?.firstName ? { firstName: initial.firstName } : {}),
      ...(initial?.lastName ? { lastName: initial.lastName } : {}),
      ...(initial?.phone ? { phone: phoneForDisplay(initial.phone) } : {}),
    },
    // Validate on Next/submit, then live: validating on blur would move the buttons under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const current = REGISTER_STEPS[step] ?? REGISTER_STEPS[0];

  // Put the keyboard in the first field of each new step in the same task that shows the step.
  // react-hook-form's setFocus waits a timer first: a field the person had already tapped and
  // begun typing in by then lost the focus, and the rest of their text went to this one.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const first = current.fields[0];
    const field = first ? form.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [current]);

  /** True when the e-mail already has an account; false when it is free or the check failed. */
  const emailAlreadyRegistered = async (): Promise<boolean> => {
    try {
      return await checkUser.mutateAsync(getValues('email').trim());
    } catch {
      return false;
    }
  };

  const next = async () => {
    if (!(await trigger([...current.fields], { shouldFocus: true }))) return;
    if ((current.fields as readonly string[]).includes('email') && (await emailAlreadyRegistered())) {
      setEmailTaken(true);
      setFieldError('email', { message: Messages.emailTaken }, { shouldFocus: true });
      return;
    }
    setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const previous = () => {
    setError(null);
    if (step === 0) onBackToLogin();
    else setStep((s) => s - 1);
  };

  const submit = handleSubmit(async ({ confirmPassword: _c, acceptTerms: _t, ...payload }) => {
    setError(null);
    try {
      onSuccess(await registerAccount(payload));
    } catch (err) {
      if (err instanceof ApiError && err.details) {
        for (const [field, message] of Object.entries(err.details)) {
          if (field in EMPTY_REGISTER_FORM) setFieldError(field as FieldPath<RegisterFormInput>, { message });
        }
      }
      setError(apiErrorMessage(err, Messages.registrationFailedRetry));
    }
  });

  const clearError = { onChange: () => setError(null) };
  const today = lagosToday();

  return (
    <form
      ref={form}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (step < LAST_STEP) void next();
        else void submit(e);
      }}
    >
      <Steps label="Registration steps" steps={STEP_TITLES} current={step} />
      <h3 className="text-base font-semibold text-slate-900">
        Step {step + 1} of {REGISTER_STEPS.length}: {current.title}
      </h3>

      {error ? <Alert tone="error">{error}</Alert> : null}

      {step === 0 ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName', clearError)} />
            </Field>
            <Field label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName', clearError)} />
            </Field>
          </div>
          <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
            <Input type="date" autoComplete="bday" max={today} {...register('dateOfBirth', clearError)} />
          </Field>
          <Field label="Nationality" error={errors.nationality?.message}>
            <Select autoComplete="country-name" {...register('nationality', clearError)}>
              <NationalityOptions />
            </Select>
          </Field>
        </>
      ) : null}

      {step === 1 ? (
        <>
          <Field label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email', {
                onChange: () => {
                  setError(null);
                  setEmailTaken(false);
                },
              })}
            />
          </Field>
          {emailTaken ? (
            <p className="-mt-2 text-sm text-slate-800">
              Is it yours?{' '}
              <Button variant="link" className="h-auto p-0" onClick={onBackToLogin}>
                Sign in instead
              </Button>
            </p>
          ) : null}
          <Field label="Phone Number" error={errors.phone?.message} hint={`For example ${PHONE_EXAMPLE}`}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone', clearError)} />
          </Field>
        </>
      ) : null}

      {step === 2 ? (
        <>
          <Field
            label="Password"
            error={errors.password?.message}
            hint="At least 8 characters with a lowercase letter, an uppercase letter and a number."
          >
            <Input type="password" autoComplete="new-password" {...register('password', clearError)} />
          </Field>
          <Field label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword', clearError)} />
          </Field>
          <TermsConsent
            id="register-terms"
            error={errors.acceptTerms?.message}
            {...register('acceptTerms', clearError)}
          />
          <CheckboxRow id="register-marketing" label="Send me travel tips and offers by e-mail (optional)">
            <Checkbox id="register-marketing" {...register('marketingConsent')} />
          </CheckboxRow>
        </>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <Button variant="outline" onClick={previous} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {/* The first step goes back to the sign-in form, not to a step before it (issue 26 §6). */}
          {step === 0 ? 'Back to Sign In' : 'Previous'}
        </Button>
        {step < LAST_STEP ? (
          <Button type="submit" disabled={checkingEmail}>
            {checkingEmail ? 'Checking...' : 'Next'}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create Account'}
          </Button>
        )}
      </div>
    </form>
  );
}
