/**
 * The booking dialog's auth step (spec §2 Booking dialog "Auth: inline sign-in or
 * registration", §4): a visitor signs in or registers without leaving the dialog, with the
 * auth feature's own forms. The drafts are already saved, so the full sign-in page
 * (/login?returnTo=booking&step=confirmation) resumes the booking as well. Once signed in, the
 * booking is created and the dialog moves on to payment. The phone typed in the booking step is
 * carried into registration (issue 26 item 5), and so is the lead passenger's name (issue 37).
 * Back to Services returns to the service choice, the flight and form kept (issue 37).
 */
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { LoginForm, loginLinkPath, RegisterWizard, registrationFromBooking, useAuth } from '../../auth/index';
import { useBookingDialog } from '../booking-dialog-context';

export type AuthView = 'login' | 'register';

export interface AuthStepProps {
  /** The form shown; the dialog owns it, since its heading names it. */
  view: AuthView;
  onViewChange(view: AuthView): void;
  /** True while the booking is being created after sign-in. */
  creating: boolean;
  /** The contact phone of the booking step (E.164), prefilled in registration. */
  contactPhone?: string | undefined;
  /** The lead passenger typed in the booking step, prefilled as the name in registration (issue 37). */
  leadPassengerName?: string | undefined;
  onSignedIn(): void;
  onBack(): void;
}

/** The forms report success through the auth state, which the effect below follows. */
const ignore = () => {};

export function AuthStep({
  view,
  onViewChange: setView,
  creating,
  contactPhone,
  leadPassengerName,
  onSignedIn,
  onBack,
}: AuthStepProps) {
  const { user } = useAuth();
  const { closeBookingDialog } = useBookingDialog();

  // Signed in here, or already (e.g. a stored session finished loading after the dialog opened).
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  if (creating) return <Spinner label="Creating your booking..." className="py-10" />;
  // Signed in but the booking could not be made (the dialog shows why): offer another go.
  if (user) return <Button onClick={onSignedIn}>Try again</Button>;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {view === 'login'
          ? 'Sign in to your account to complete your booking. Your flight and booking details are saved.'
          : 'Create your account to complete your booking. Your flight and booking details are saved.'}
      </p>
      {view === 'login' ? (
        <>
          <LoginForm onSuccess={ignore} />
          <p className="text-center text-sm text-slate-700">
            New to FastTrack LOS?{' '}
            <Button variant="link" onClick={() => setView('register')}>
              Create an account
            </Button>
          </p>
          <p className="text-center text-sm text-slate-700">
            <Link
              to={loginLinkPath({ returnTo: 'booking', step: 'confirmation' })}
              onClick={closeBookingDialog}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Use the sign-in page instead
            </Link>
          </p>
        </>
      ) : (
        <RegisterWizard
          initial={registrationFromBooking(leadPassengerName, contactPhone)}
          onBackToLogin={() => setView('login')}
          onSuccess={ignore}
        />
      )}
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Services
      </Button>
    </div>
  );
}
