/**
 * Auth dialog (spec §2 Auth dialog, §4 Auth dialog): Login ('Welcome Back') <-> Register
 * ('Create Account', three-step wizard) -> Success. From the success view the dialog closes
 * after 2 s and goes to /dashboard (or /dashboard?openBooking=true&step=confirmation when opened
 * for a booking at confirmation). Remember me and Forgot password are shown; the Google and
 * Facebook buttons only for providers with settings (issue 19 §11), carrying the dialog's intent.
 */
import { REDIRECT_AFTER_AUTH_MS, type User } from '@fasttrack/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Checkbox } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { TextMeACode } from '../../phone/index';
import type { AuthDialogView, OpenAuthDialogOptions } from '../auth-dialog-context';
import { afterInlineAuthPath, type ReturnIntent } from '../redirects';
import { LoginForm } from './login-form';
import { RegisterWizard } from './register-wizard';
import { SocialSignInButtons } from './social-sign-in-buttons';

export interface AuthDialogProps {
  open: boolean;
  options: OpenAuthDialogOptions;
  onOpenChange(open: boolean): void;
}

type View = AuthDialogView | 'success';

const headings: Record<View, { title: string; description: string }> = {
  login: { title: 'Welcome Back', description: 'Sign in to your account to continue.' },
  register: { title: 'Create Account', description: 'Join FastTrack LOS in three short steps.' },
  success: { title: 'You are signed in', description: 'Taking you to your dashboard...' },
};

export function AuthDialog({ open, options, onOpenChange }: AuthDialogProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(options.view ?? 'login');
  const [user, setUser] = useState<User | null>(null);
  // A new account is offered texts at once (issue 36 item 6); once they use the offer, the
  // dialog waits for them instead of moving on.
  const [registered, setRegistered] = useState(false);
  const [held, setHeld] = useState(false);

  const finish = useCallback(() => {
    onOpenChange(false);
    navigate(afterInlineAuthPath(options, user?.role));
  }, [navigate, onOpenChange, options, user]);

  useEffect(() => {
    if (view !== 'success' || held) return;
    const timer = window.setTimeout(finish, REDIRECT_AFTER_AUTH_MS);
    return () => window.clearTimeout(timer);
  }, [view, finish, held]);

  const succeeded = (u: User) => {
    setUser(u);
    setView('success');
  };

  const heading = headings[view];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing from the success view still takes the user on, just sooner.
        if (!next && view === 'success') finish();
        else onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{view === 'success' && user ? `Welcome, ${user.firstName}!` : heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        {view === 'login' ? (
          <LoginView
            intent={options}
            onSuccess={succeeded}
            onRegister={() => setView('register')}
            onForgotPassword={() => {
              onOpenChange(false);
              navigate(paths.forgotPassword);
            }}
          />
        ) : null}
        {view === 'register' ? (
          <RegisterWizard
            onBackToLogin={() => setView('login')}
            onSuccess={(u) => {
              setRegistered(true);
              succeeded(u);
            }}
          />
        ) : null}
        {view === 'success' ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center">
            <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />
            {held ? <Button onClick={finish}>Continue</Button> : <Spinner label="Redirecting to your dashboard" />}
          </div>
        ) : null}
        {view === 'success' && registered ? <TextMeACode onEngaged={() => setHeld(true)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LoginView({
  intent,
  onSuccess,
  onRegister,
  onForgotPassword,
}: {
  /** Where a social sign-in returns to (the dialog's returnTo and step). */
  intent: ReturnIntent;
  onSuccess(user: User): void;
  onRegister(): void;
  /** Opens the reset request form (issue 16 §3). */
  onForgotPassword(): void;
}) {
  const rememberId = useId();
  return (
    <div className="flex flex-col gap-4">
      <LoginForm onSuccess={onSuccess}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox id={rememberId} name="remember" defaultChecked />
            <label htmlFor={rememberId} className="text-sm text-slate-800">
              Remember me
            </label>
          </div>
          <Button variant="link" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
      </LoginForm>
      <SocialSignInButtons intent={intent} />
      <p className="text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <Button variant="link" onClick={onRegister}>
          Sign up
        </Button>
      </p>
    </div>
  );
}
