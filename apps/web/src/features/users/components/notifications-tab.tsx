/**
 * Profile > Notifications (issue 16 §5; issue 28 §3): per message, which channels it goes by
 * (e-mail, SMS, WhatsApp, push; reminder e-mails are the table's reminder row) and marketing e-mails
 * (the marketing consent), saved on the server. Transactional e-mails always go and are shown
 * ticked and fixed; texts go only to a verified phone (PhoneVerification), push only to the devices
 * that allowed it (AllowNotifications).
 */
import {
  type ChannelChoices,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  TOPIC_CHANNELS,
  type User,
} from '@fasttrack/contracts';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/index';
import { AllowNotifications } from '../../push/index';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { PhoneVerification } from './phone-verification';

/** The channels some topic has, in table order (a channel no topic uses gets no column). */
const COLUMNS = NOTIFICATION_CHANNELS.filter((c) => NOTIFICATION_TOPICS.some((t) => TOPIC_CHANNELS[t][c]));

export function NotificationsTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [reminders, setReminders] = useState(true);
  const [marketing, setMarketing] = useState(user.marketingConsent);
  const [channels, setChannels] = useState<ChannelChoices>({});
  const [saved, setSaved] = useState<string | null>(null);
  const marketingId = useId();

  useEffect(() => {
    if (!prefs.data) return;
    setReminders(prefs.data.reminderEmails);
    setMarketing(prefs.data.marketingEmails);
    setChannels(prefs.data.channels ?? {});
  }, [prefs.data]);

  if (prefs.isPending) return <Spinner label="Loading your notification settings" />;
  if (prefs.isError) return <Alert tone="error">Could not load your notification settings. Please try again.</Alert>;

  return (
    <div className="flex flex-col gap-4 text-sm text-slate-800">
      {/* Its own forms: outside the preferences form, whose submit would take theirs. */}
      <PhoneVerification />
      <AllowNotifications />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(null);
          save.mutate(
            { reminderEmails: reminders, marketingEmails: marketing, channels },
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
          We always e-mail you what you need for each booking: the confirmation with your receipt, cancellations,
          refunds, payment problems and password resets.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Which messages you get by which channel</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Message
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-1 py-1 text-center">
                    {NOTIFICATION_CHANNEL_LABELS[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TOPICS.map((topic) => (
                <tr key={topic} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {NOTIFICATION_TOPIC_LABELS[topic]}
                  </th>
                  {COLUMNS.map((channel) => {
                    const rule = TOPIC_CHANNELS[topic][channel];
                    const label = `${NOTIFICATION_TOPIC_LABELS[topic]} by ${NOTIFICATION_CHANNEL_LABELS[channel]}`;
                    if (!rule) return <td key={channel} />;
                    // Reminder e-mails are the reminder switch below's own.
                    const isReminderEmail = topic === 'booking-reminder' && channel === 'email';
                    return (
                      <td key={channel} className="px-1 py-2 text-center">
                        <Checkbox
                          aria-label={rule === 'always' ? `${label} (always sent)` : label}
                          checked={
                            rule === 'always'
                              ? true
                              : isReminderEmail
                                ? reminders
                                : (channels[topic]?.[channel] ?? rule.default)
                          }
                          disabled={rule === 'always'}
                          onChange={(e) => {
                            const on = e.target.checked;
                            if (isReminderEmail) setReminders(on);
                            else setChannels((prev) => ({ ...prev, [topic]: { ...prev[topic], [channel]: on } }));
                          }}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-slate-700">
          Texts go only to a verified phone. Reply STOP to any text to turn texts off, START to turn them back on. Push
          notifications go to the devices where you allowed them.
        </p>
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
    </div>
  );
}
