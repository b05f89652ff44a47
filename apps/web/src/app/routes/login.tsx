/**
 * /login (spec §2 Login page): reads `returnTo` and `step`; subtitle 'Sign in to complete your
 * booking' when returnTo is booking, else 'Sign in to your account'; Back to home; 'Sign up here'
 * to /?signup=true carrying returnTo and step when both are present. Once signed in (now or
 * already), goes to /?openBooking=true[&step=confirmation] for a booking, else /dashboard; staff go
 * to their console, or back to the console page they asked for (issue 15 §7). Social sign-in
 * (issue 19 §11) returns here: the session is collected, or the reason for a failure is shown.
 * After a session ended (a 401: `sessionEnded=true`, or the server's own reason) it says so, and
 * that a booking in progress is kept (issue 37).
 */
import { AuthMessages, BOOKING_KEPT_AFTER_SIGN_IN } from '@fasttrack/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignInButtons } from '../../features/auth/components/social-sign-in-buttons';
import { afterLoginPagePath, readReturnIntent, signupLinkPath } from '../../features/auth/redirects';
import { useSocialReturn } from '../../features/auth/use-social-return';
import { forgetSignOutReason, readSignOutReason } from '../../lib/auth-storage';
import { paths } from '../../lib/paths';
import { SESSION_ENDED_PARAM } from '../../lib/session-refresh';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Sign In');
  const [searchParams] = useSearchParams();
  const intent = readReturnIntent(searchParams);
  const { user } = useAuth();
  const social = useSocialReturn(searchParams);
  // Why the last session ended, when the server said (issue 26 §6): shown once. It is forgotten
  // once the page has mounted, not as it is read: a render that suspends (a lazy part loading)
  // is thrown away and read again.
  // A 401 says only that the session ended (issue 37): then that is the reason shown.
  const [signedOutReason] = useState(
    () =>
      readSignOutReason() ?? (searchParams.get(SESSION_ENDED_PARAM) === 'true' ? AuthMessages.sessionExpired : null),
  );
  useEffect(() => forgetSignOutReason(), []);
  const resumesBooking = signedOutReason !== null && intent.returnTo === 'booking';

  if (user) return <Navigate to={afterLoginPagePath(intent, user.role)} replace />;

  const subtitle = intent.returnTo === 'booking' ? 'Sign in to complete your booking' : 'Sign in to your account';
  const linkClass =
    'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded';

  return (
    <PageContainer className="flex max-w-md flex-col gap-4">
      <Button variant="ghost" asChild className="self-start">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to home
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Welcome Back</h1>
          <p className="text-slate-700">{subtitle}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {social.collecting ? <Spinner label="Signing you in" /> : null}
          {social.error ? <Alert>{social.error}</Alert> : null}
          {signedOutReason ? (
            <Alert tone="info">
              <p>{signedOutReason}</p>
              {resumesBooking ? <p className="mt-1">{BOOKING_KEPT_AFTER_SIGN_IN}</p> : null}
            </Alert>
          ) : null}
          {/* Navigation follows from `user` changing (the Navigate above). */}
          <LoginForm onSuccess={() => {}}>
            <Link to={paths.forgotPassword} className={`${linkClass} self-end text-sm`}>
              Forgot password?
            </Link>
          </LoginForm>
          <SocialSignInButtons intent={intent} />
          <p className="text-center text-sm text-slate-700">
            Don't have an account?{' '}
            <Link to={signupLinkPath(intent)} className={linkClass}>
              Sign up here
            </Link>
          </p>
          <p className="text-center text-xs text-slate-700">
            By signing in you agree to our{' '}
            <Link to={paths.terms} className={linkClass}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} className={linkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
