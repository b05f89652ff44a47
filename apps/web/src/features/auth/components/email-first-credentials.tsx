/**
 * The Login and Signup steps of the landing page's email-first card (spec §5 Inline signup /
 * Quick signup), loaded when the visitor leaves the Email step (see email-first-card.tsx). The
 * card owns the e-mail, the error and the busy flag; each step here owns its password fields.
 *
 * Signup asks for the Terms as the booking flow's registration does, and stores no name guessed
 * from the e-mail: the account gets the placeholder first name, which the visitor completes
 * later with the other placeholders (issue 26 §6).
 */
import { Messages } from '@fasttrack/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useAuth } from '../auth-context';
import { authErrorMessage } from '../auth-error-message';
import {
  canCreateAccount,
  inlineEmailError,
  inlineSignupError,
  inlineSignupHints,
  quickSignupPayload,
} from '../inline-signup';
import { afterInlineAuthPath, type ReturnIntent } from '../redirects';
import { TermsConsent } from './terms-consent';

export interface CredentialsFormProps {
  step: 'login' | 'signup';
  email: string;
  /** The card's e-mail field, shown at the top of the form. */
  emailField: ReactNode;
  backButton: ReactNode;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
  switchTo: (step: 'login' | 'signup') => void;
  /** Moves the focus to the password field when the form appears. */
  focusPassword: boolean;
  intent: ReturnIntent;
}

export default function CredentialsForm(props: CredentialsFormProps) {
  const { step, email, emailField, backButton, busy, setBusy, setError, switchTo, focusPassword, intent } = props;
  const { login, register } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const passwordInput = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears
  useEffect(() => {
    if (focusPassword) passwordInput.current?.focus();
  }, []);

  const edit = (setter: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    setter(e.target.value);
    setError(null);
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
    if (!acceptTerms) return setTermsError(Messages.termsRequired);
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

  if (step === 'login') {
    return (
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
    );
  }

  const hints = inlineSignupHints({ email, password, confirmPassword });
  return (
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
      <TermsConsent
        id="quick-signup-terms"
        error={termsError}
        checked={acceptTerms}
        onChange={(e) => {
          setAcceptTerms(e.target.checked);
          setTermsError(undefined);
        }}
      />
      <Button type="submit" size="lg" disabled={!canCreateAccount({ email, password, confirmPassword }, busy)}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <Button variant="link" onClick={() => switchTo('login')} disabled={busy}>
        Already have an account? Sign in
      </Button>
      {backButton}
    </form>
  );
}
