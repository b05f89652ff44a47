/**
 * The landing page's email-first card (spec §2 Landing, §5 Inline signup / Quick signup).
 *
 * Steps: Email ('Get Started Today', Continue) -> a user-exists check -> Login ('Welcome Back!')
 * when the account exists, else Signup ('Create Account'), also when the check fails. Login and
 * Signup switch with each other; Back resets the fields and the error and returns to Email;
 * editing any field clears the error. After sign-in or sign-up the visitor goes where §2 says.
 */
import { Messages } from '@fasttrack/contracts';
import { ArrowLeft } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useAuth } from '../auth-context';
import { authErrorMessage } from '../auth-error-message';
import {
  canContinue,
  canCreateAccount,
  inlineEmailError,
  inlineSignupError,
  inlineSignupHints,
  quickSignupPayload,
} from '../inline-signup';
import { afterInlineAuthPath, type ReturnIntent } from '../redirects';
import { type CardStep, descriptions, titles } from './email-first-steps';

export type { CardStep };

export interface EmailFirstCardProps {
  initialStep?: CardStep;
  /** `returnTo` and `step` from the address, used for the redirect after sign-up (§2). */
  intent?: ReturnIntent;
}

export function EmailFirstCard({ initialStep = 'email', intent = {} }: EmailFirstCardProps) {
  const { login, register } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const [step, setStep] = useState<CardStep>(initialStep);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const stepChanged = useRef(false);

  // Move focus into the new step: the e-mail when it is empty, else the password. Not on first
  // render, so the page does not jump to the card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes only
  useEffect(() => {
    if (!stepChanged.current) return;
    (email ? passwordInput : emailInput).current?.focus();
  }, [step]);

  const goTo = (next: CardStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  const edit = (setter: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    setter(e.target.value);
    setError(null);
  };

  const back = () => {
    setEmail('');
    setPassword('');
    setConfirmPassword('');
    setError(null);
    goTo('email');
  };

  const switchTo = (next: 'login' | 'signup') => {
    setPassword('');
    setConfirmPassword('');
    setError(null);
    goTo(next);
  };

  const onContinue = async (e: FormEvent) => {
    e.preventDefault();
    const problem = inlineEmailError(email);
    if (problem) return setError(problem);
    if (!canContinue(email, busy)) return;
    setBusy(true);
    let exists = false;
    try {
      const { checkUserExists } = await import('../api/check-user');
      exists = await checkUserExists(email.trim());
    } catch {
      // §2: when the check fails, offer sign-up; sign-in stays one click away.
      exists = false;
    } finally {
      setBusy(false);
    }
    goTo(exists ? 'login' : 'signup');
  };

  const onLogin = async (e: FormEvent) => {
    e.preventDefault();
    const problem = inlineEmailError(email) ?? (password ? null : Messages.inlinePasswordRequired);
    if (problem) return setError(problem);
    if (busy) return;
    setBusy(true);
    try {
      const signedIn = await login({ email: email.trim(), password });
      navigate(afterInlineAuthPath(intent, signedIn.role));
    } catch (err) {
      setError(authErrorMessage(err, Messages.loginFailedRetry));
      setBusy(false);
    }
  };

  const onSignup = async (e: FormEvent) => {
    e.preventDefault();
    const values = { email, password, confirmPassword };
    const problem = inlineSignupError(values);
    if (problem) return setError(problem);
    if (!canCreateAccount(values, busy)) return;
    setBusy(true);
    try {
      await register(quickSignupPayload(email, password));
      navigate(afterInlineAuthPath(intent));
    } catch (err) {
      setError(authErrorMessage(err, Messages.registrationFailedRetry));
      setBusy(false);
    }
  };

  const hints = inlineSignupHints({ email, password, confirmPassword });
  const emailField = (
    <Field label="Email" hint={step === 'signup' ? hints.email?.text : undefined} hintTone="ok">
      <Input
        ref={emailInput}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={edit(setEmail)}
      />
    </Field>
  );
  const backButton = (
    <Button variant="ghost" onClick={back} disabled={busy}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back
    </Button>
  );

  return (
    <Card role="region" aria-labelledby={titleId} className="w-full max-w-md">
      <CardHeader>
        <CardTitle id={titleId}>{titles[step]}</CardTitle>
        <CardDescription>{descriptions[step]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? <Alert tone="error">{error}</Alert> : null}

        {step === 'email' ? (
          <form noValidate onSubmit={onContinue} className="flex flex-col gap-4">
            {emailField}
            <Button type="submit" size="lg" disabled={!canContinue(email, busy)}>
              {busy ? 'Checking...' : 'Continue'}
            </Button>
          </form>
        ) : null}

        {step === 'login' ? (
          <form noValidate onSubmit={onLogin} className="flex flex-col gap-4">
            {emailField}
            <Field label="Password">
              <Input
                ref={passwordInput}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={edit(setPassword)}
              />
            </Field>
            <Button type="submit" size="lg" disabled={busy || !email.trim() || !email.includes('@') || !password}>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="link" onClick={() => switchTo('signup')} disabled={busy}>
                Create new account
              </Button>
              {/* Opens the reset request form (issue 16 §3). */}
              <Button variant="link" asChild>
                <Link to={paths.forgotPassword}>Forgot password?</Link>
              </Button>
            </div>
            {backButton}
          </form>
        ) : null}

        {step === 'signup' ? (
          <form noValidate onSubmit={onSignup} className="flex flex-col gap-4">
            {emailField}
            <Field label="Password" hint={hints.password?.text} hintTone={hints.password?.ok ? 'ok' : 'bad'}>
              <Input
                ref={passwordInput}
                type="password"
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={edit(setPassword)}
              />
            </Field>
            <Field
              label="Confirm Password"
              hint={hints.confirmPassword?.text}
              hintTone={hints.confirmPassword?.ok ? 'ok' : 'bad'}
            >
              <Input
                type="password"
                name="confirmPassword"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={edit(setConfirmPassword)}
              />
            </Field>
            <Button type="submit" size="lg" disabled={!canCreateAccount({ email, password, confirmPassword }, busy)}>
              {busy ? 'Creating account...' : 'Create Account'}
            </Button>
            <Button variant="link" onClick={() => switchTo('login')} disabled={busy}>
              Already have an account? Sign in
            </Button>
            {backButton}
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
