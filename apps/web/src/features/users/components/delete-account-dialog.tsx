/**
 * "Delete my account" (issue 19, Data rights: erasure). The dialog says what will happen, asks for
 * the password again and sends it to POST /users/me/delete. A wrong password is shown on the
 * field; a refusal (a paid booking not over yet, a refund on its way) is shown with the booking
 * it names. On success the traveller lands on /privacy, which confirms it, and is signed out.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../auth/index';
import type { PrivacyPageState } from '../../legal/index';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const deletion = useDeleteAccount();
  // Still busy once it succeeded: the traveller is on the way out, to /privacy.
  const busy = deletion.isPending || deletion.isSuccess;
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The local session ends as this dialog unmounts after the deletion, that is once /privacy has
  // replaced the profile page. The router moves to /privacy in a transition, and the page may
  // still be loading: a session ended before that commits would let the signed-in area's guard,
  // still shown, send the traveller to / instead of the page that confirms the deletion.
  const deleted = useRef(false);
  const endSession = useRef(logout);
  endSession.current = logout;
  useEffect(
    () => () => {
      if (deleted.current) void endSession.current();
    },
    [],
  );

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setFieldError(undefined);
      setRefusal(null);
    }
  };

  const submit = async () => {
    setFieldError(undefined);
    setRefusal(null);
    try {
      await deletion.mutateAsync({ password });
    } catch (err) {
      if (isApiError(err, 400) && err.details?.password) setFieldError(err.details.password);
      else setRefusal(apiErrorMessage(err, 'Could not delete your account. Please try again.'));
      return;
    }
    deleted.current = true;
    const state: PrivacyPageState = { accountDeleted: true };
    navigate(paths.privacy, { state });
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="danger" className="self-start">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4 text-sm text-slate-800"
          onSubmit={(event) => {
            event.preventDefault();
            if (password && !busy) void submit();
          }}
        >
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>Your name, e-mail, phone, date of birth, picture and chat messages are erased.</li>
            <li>Bookings and payments are kept without your details, for accounting.</li>
            <li>Unpaid bookings are cancelled, and you are signed out on every device.</li>
            <li>You can register again later with the same e-mail address.</li>
          </ul>
          <p>
            A paid booking that has not taken place yet must be cancelled first.{' '}
            <Link to={`${paths.privacy}#delete`} className="font-semibold text-brand-700 underline">
              What deletion does
            </Link>
          </p>
          <Field label="Enter your password to confirm" error={fieldError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setFieldError(undefined);
              }}
            />
          </Field>
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={!password || busy}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
