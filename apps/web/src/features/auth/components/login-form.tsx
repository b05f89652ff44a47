/**
 * E-mail + password sign-in form used by the login page and the auth dialog (spec §5 Login):
 * contract schema messages per field; Sign In disabled while the e-mail has no @, a field is
 * blank, or a sign-in runs; a submission with blank fields is ignored; a failure shows the
 * server's message, else 'Login failed. Please try again.' (§8).
 */

import { type LoginRequest, Messages, type User } from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../auth-context';
import { authErrorMessage } from '../auth-error-message';
import { LoginRequestSchema } from '../schemas';

export interface LoginFormProps {
  onSuccess(user: User): void;
  /** Extra controls between the fields and the button (Remember me, Forgot password). */
  children?: ReactNode;
}

export function LoginForm({ onSuccess, children }: LoginFormProps) {
  const { login } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const email = watch('email');
  const password = watch('password');
  const blank = !email.trim() || !password;
  const disabled = isSubmitting || blank || !email.includes('@');

  const submit = handleSubmit(async (values) => {
    try {
      const user = await login(values);
      onSuccess(user);
    } catch (err) {
      setError(authErrorMessage(err, Messages.loginFailedRetry));
    }
  });

  const clearError = { onChange: () => setError(null) };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        // §5: the login page ignores a submission with blank fields.
        if (blank) {
          e.preventDefault();
          return;
        }
        void submit(e);
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register('email', clearError)}
        />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password', clearError)} />
      </Field>
      {children}
      <Button type="submit" size="lg" disabled={disabled}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
