/**
 * Profile > Notifications (issue 16 §5): reminder e-mails on or off, and marketing e-mails on or
 * off (the marketing consent), saved on the server. Transactional e-mails always go.
 */
import type { User } from '@fasttrack/contracts';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/index';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

export function NotificationsTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [reminders, setReminders] = useState(true);
  const [marketing, setMarketing] = useState(user.marketingConsent);
  const [saved, setSaved] = useState<string | null>(null);
  const remindersId = useId();
  const marketingId = useId();

  useEffect(() => {
    if (!prefs.data) return;
    setReminders(prefs.data.reminderEmails);
    setMarketing(prefs.data.marketingEmails);
  }, [prefs.data]);

  if (prefs.isPending) return <Spinner label="Loading your notification settings" />;
  if (prefs.isError) return <Alert tone="error">Could not load your notification settings. Please try again.</Alert>;

  return (
    <form
      className="flex flex-col gap-4 text-sm text-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        save.mutate(
          { reminderEmails: reminders, marketingEmails: marketing },
          {
            onSuccess: ({ message, preferences }) => {
              setSaved(message);
              setUser({ ...user, marketingConsent: preferences.marketingEmails });
            },
          },
        );
      }}
    >
      <p>
        We always e-mail you what you need for each booking: the confirmation with your receipt, cancellations, refunds,
        payment problems and password resets.
      </p>
      <div className="flex items-start gap-2">
        <Checkbox id={remindersId} checked={reminders} onChange={(e) => setReminders(e.target.checked)} />
        <label htmlFor={remindersId}>
          <span className="font-semibold">Reminder e-mails</span>
          <span className="block text-slate-700">A reminder 24 hours before your meeting time.</span>
        </label>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox id={marketingId} checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
        <label htmlFor={marketingId}>
          <span className="font-semibold">Marketing e-mails</span>
          <span className="block text-slate-700">Travel tips and offers.</span>
        </label>
      </div>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save notification settings'}
      </Button>
    </form>
  );
}
