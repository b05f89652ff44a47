/**
 * /reset-password?token=... (issue 16 §3): sets a new password under the §5 rules with the
 * e-mailed single-use link. The server ends every other session and signs the user in here,
 * so the page stores the new session and goes to the dashboard.
 */
import { Messages, PasswordSchema } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { saveTokens } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/password-reset';
import { useAuth } from '../auth-context';
import { authErrorMessage } from '../auth-error-message';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const reset = useResetPassword();
  // Still busy once it succeeded: the page is on its way to the dashboard.
  const busy = reset.isPending || reset.isSuccess;
  const error = reset.error ? authErrorMessage(reset.error, 'Could not reset the password. Please try again.') : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) return setFieldError({ password: parsed.error.issues[0]?.message });
    if (password !== confirm) return setFieldError({ confirm: Messages.passwordsDontMatch });
    reset.mutate(
      { token, password },
      {
        onSuccess: (session) => {
          saveTokens(session);
          setUser(session.user);
          navigate(paths.dashboard, { replace: true });
        },
      },
    );
  }

  const clear = () => {
    setFieldError({});
    // Typing clears a failure; a request still on its way keeps going.
    if (reset.isError) reset.reset();
  };

  return (
    <PageContainer className="flex max-w-md flex-col gap-4">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
          <p className="text-slate-700">
            At least 8 characters, with a lower-case letter, an upper-case letter and a digit.
          </p>
        </CardHeader>
        <CardContent>
          {token ? (
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              {error ? (
                <Alert tone="error">
                  {error} <Link to={paths.forgotPassword}>Ask for a new link</Link>
                </Alert>
              ) : null}
              <Field label="New password" error={fieldError.password}>
                <Input
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    clear();
                  }}
                />
              </Field>
              <Field label="Confirm new password" error={fieldError.confirm}>
                <Input
                  type="password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => {
                    setConfirm(e.target.value);
                    clear();
                  }}
                />
              </Field>
              <Button type="submit" size="lg" disabled={busy || !password || !confirm}>
                {busy ? 'Saving...' : 'Set new password'}
              </Button>
            </form>
          ) : (
            <Alert tone="error">
              This reset link is invalid. <Link to={paths.forgotPassword}>Ask for a new link</Link>
            </Alert>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
