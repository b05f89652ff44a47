/**
 * The landing page's email-first card (spec §2 Landing, §5 Inline signup / Quick signup).
 *
 * Steps: Email ('Get Started Today', Continue) -> a user-exists check -> Login ('Welcome Back!')
 * when the account exists, else Signup ('Create Account'), also when the check fails. Login and
 * Signup switch with each other; Back resets the fields and the error and returns to Email;
 * editing any field clears the error. After sign-in or sign-up the visitor goes where §2 says.
 *
 * The landing page's first load holds the Email step only: the Login and Signup forms
 * (email-first-credentials.tsx) load while the user-exists check runs, so the page stays within
 * its JavaScript budget and the visitor waits no longer.
 */
import { InlineSignupMessages } from '@fasttrack/contracts';
import { ArrowLeft } from 'lucide-react';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { canContinue, inlineEmailError, looksLikeEmail } from '../inline-signup';
import type { ReturnIntent } from '../redirects';
import { type CardStep, descriptions, titles } from './email-first-steps';

export type { CardStep };

const loadCredentials = () => import('./email-first-credentials');
const CredentialsForm = lazy(loadCredentials);

export interface EmailFirstCardProps {
  initialStep?: CardStep;
  /** `returnTo` and `step` from the address, used for the redirect after sign-up (§2). */
  intent?: ReturnIntent;
}

export function EmailFirstCard({ initialStep = 'email', intent = {} }: EmailFirstCardProps) {
  const titleId = useId();
  const [step, setStep] = useState<CardStep>(initialStep);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  // Set once the visitor has moved between steps: only then does a new step take the focus, so
  // the page does not jump to the card when it opens.
  const [moved, setMoved] = useState(false);

  const goTo = (next: CardStep) => {
    setMoved(true);
    setError(null);
    setStep(next);
  };

  const back = () => {
    setEmail('');
    goTo('email');
  };

  // After a move with no e-mail typed, the e-mail field takes the focus (with one, the password
  // field does: see CredentialsForm's focusPassword).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes only
  useEffect(() => {
    if (moved && email === '') emailInput.current?.focus();
  }, [step]);

  const onContinue = async (e: FormEvent) => {
    e.preventDefault();
    const problem = inlineEmailError(email);
    if (problem) return setError(problem);
    if (!canContinue(email, busy)) return;
    setBusy(true);
    const forms = loadCredentials();
    let exists = false;
    try {
      const { checkUserExists } = await import('../api/check-user');
      exists = await checkUserExists(email.trim());
    } catch {
      // §2: when the check fails, offer sign-up; sign-in stays one click away.
      exists = false;
    }
    await forms.catch(() => undefined);
    setBusy(false);
    goTo(exists ? 'login' : 'signup');
  };

  const emailField = (
    <Field
      label="Email"
      hint={step === 'signup' && looksLikeEmail(email) ? InlineSignupMessages.hintValidEmail : undefined}
      hintTone="ok"
    >
      <Input
        ref={emailInput}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setEmail(e.target.value);
          setError(null);
        }}
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
        ) : (
          <Suspense fallback={null}>
            <CredentialsForm
              // A new step starts with empty password fields.
              key={step}
              step={step}
              email={email}
              emailField={emailField}
              backButton={backButton}
              busy={busy}
              setBusy={setBusy}
              setError={setError}
              switchTo={goTo}
              focusPassword={moved && email !== ''}
              intent={intent}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
