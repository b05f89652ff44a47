/**
 * /forgot-password (issue 16 §3): asks for the e-mail and sends a reset link. The answer is the
 * same whether or not an account exists, so the page shows the server's message as it is.
 */
import { ForgotPasswordRequestSchema } from '@fasttrack/contracts';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { authErrorMessage } from '../auth-error-message';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const busy = request.isPending;
  const sent = request.data ?? null;
  const error = request.error
    ? authErrorMessage(request.error, 'Could not send the reset link. Please try again.')
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ForgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    request.mutate(parsed.data);
  }

  return (
    <PageContainer className="flex max-w-md flex-col gap-4">
      <Button variant="ghost" asChild className="self-start">
        <Link to={paths.login}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to sign in
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Forgot your password?</h1>
          <p className="text-slate-700">Enter your e-mail and we send you a link to choose a new one.</p>
        </CardHeader>
        <CardContent>
          {sent ? (
            <Alert tone="success">{sent}</Alert>
          ) : (
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              {error ? <Alert tone="error">{error}</Alert> : null}
              <Field label="Email" error={fieldError ?? undefined}>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setFieldError(null);
                    // Typing clears a failure; a request still on its way keeps going.
                    if (request.isError) request.reset();
                  }}
                />
              </Field>
              <Button type="submit" size="lg" disabled={busy || !email.includes('@')}>
                {busy ? 'Sending...' : 'Send reset link'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
