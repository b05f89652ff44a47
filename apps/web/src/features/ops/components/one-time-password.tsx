/**
 * A new account's one-time password (issue 15 §2), shown once: the API never returns it again,
 * so the admin copies it now and hands it over; the account holder changes it on first use.
 */
import { KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export function OneTimePassword({
  email,
  password,
  onDismiss,
}: {
  email: string;
  password: string;
  onDismiss(): void;
}) {
  return (
    <Alert tone="success">
      <p className="flex items-center gap-1 font-semibold">
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Account created for {email}
      </p>
      <p className="mt-1">
        One-time password: <code className="rounded bg-white px-1.5 py-0.5 font-mono text-base">{password}</code>
      </p>
      <p className="mt-1">It is shown only now. Hand it over securely; it cannot be shown again.</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onDismiss}>
        Done
      </Button>
    </Alert>
  );
}
