/**
 * Profile > General (issue: profile, "General saves to the API"): name, phone, date of birth,
 * nationality and marketing consent, validated with the contract schema the API uses, saved with
 * PATCH /api/auth/me. The success message shows for 3 s (§9); field errors from the server go to
 * their fields. A quick sign-up placeholder (issue 19 §1) is not shown as a value: its field
 * starts empty, with a note saying which details to complete.
 */
import {
  ContactMessages,
  DateOfBirthSchema,
  FirstNameSchema,
  LastNameSchema,
  lagosToday,
  Messages,
  NationalitySchema,
  PHONE_EXAMPLE,
  PhoneSchema,
  PROFILE_SAVED_MESSAGE_MS,
  placeholderFields,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { NationalityOptions, useAuth } from '../../auth/index';
import { useUpdateProfile } from '../api/update-profile';

const GeneralSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  dateOfBirth: DateOfBirthSchema,
  nationality: NationalitySchema,
  marketingConsent: z.boolean(),
});
type GeneralInput = z.input<typeof GeneralSchema>;
type GeneralOutput = z.output<typeof GeneralSchema>;

export function GeneralTab() {
  const { user, setUser } = useAuth();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toComplete = user ? placeholderFields(user) : [];
  const shown = (field: (typeof toComplete)[number]) => (user && !toComplete.includes(field) ? user[field] : '');
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<GeneralInput, unknown, GeneralOutput>({
    resolver: zodResolver(GeneralSchema),
    defaultValues: {
      firstName: shown('firstName'),
      lastName: shown('lastName'),
      phone: shown('phone'),
      dateOfBirth: shown('dateOfBirth'),
      nationality: (user?.nationality ?? '') as GeneralInput['nationality'],
      marketingConsent: user?.marketingConsent ?? false,
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), PROFILE_SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setSaved(null);
    try {
      const { user: updated, message } = await update.mutateAsync(values);
      setUser(updated);
      setSaved(message);
    } catch (err) {
      if (err instanceof ApiError && err.details) {
        for (const [field, message] of Object.entries(err.details)) {
          if (field in GeneralSchema.shape) setFieldError(field as FieldPath<GeneralInput>, { message });
        }
      }
      setError(apiErrorMessage(err, Messages.unexpectedError));
    }
  });

  if (!user) return null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {toComplete.length > 0 ? (
        <Alert tone="info">
          <p className="font-semibold">{ContactMessages.completeDetailsTitle}</p>
          <p>{ContactMessages.completeDetailsBody}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label="Email" hint="Your e-mail address is your sign-in and cannot be changed here.">
        <Input type="email" value={user.email} readOnly />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone Number" error={errors.phone?.message} hint={`For example ${PHONE_EXAMPLE}`}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
          <Input type="date" autoComplete="bday" max={lagosToday()} {...register('dateOfBirth')} />
        </Field>
        <Field label="Nationality" error={errors.nationality?.message}>
          {/* defaultValue as well: the option must be selected when the list first renders. */}
          <Select autoComplete="country-name" defaultValue={user.nationality} {...register('nationality')}>
            <NationalityOptions />
          </Select>
        </Field>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id="profile-marketing" {...register('marketingConsent')} />
        <label htmlFor="profile-marketing" className="text-sm text-slate-800">
          Send me travel tips and offers by e-mail
        </label>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
