/**
 * Profile > Notifications (issue 16 §5; issue 28 §3): per message, which channels it goes by
 * (e-mail, SMS, WhatsApp, push, a group of checkboxes per message; reminder e-mails are the
 * reminder's e-mail box) and marketing e-mails
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
import { PhoneVerification } from '../../phone/index';
import { AllowNotifications } from '../../push/index';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

export function NotificationsTab({ user }: { user: User }) {
  const { setUser } = useAuth();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [reminders, setReminders] = useState(true);
  const [marketing, setMarketing] = useState(user.marketingConsent);
  const [channels, setChannels] = useState<ChannelChoices>({});
  const [saved, setSaved] = useState<string | null>(null);
  const marketingId = useId();
  const choiceId = useId();

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
        {/* A group per message, its channels side by side: fits a 360 px phone without scrolling. */}
        <div className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {NOTIFICATION_TOPICS.map((topic) => (
            <fieldset key={topic} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center">
              <legend className="float-left font-medium sm:w-64 sm:shrink-0">{NOTIFICATION_TOPIC_LABELS[topic]}</legend>
              <div className="clear-left flex flex-wrap gap-x-4 gap-y-1">
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const rule = TOPIC_CHANNELS[topic][channel];
                  if (!rule) return null;
                  const label = `${NOTIFICATION_TOPIC_LABELS[topic]} by ${NOTIFICATION_CHANNEL_LABELS[channel]}`;
                  // Reminder e-mails are saved as `reminderEmails`, not among the channel choices.
                  const isReminderEmail = topic === 'booking-reminder' && channel === 'email';
                  return (
                    <span key={channel} className="inline-flex min-h-6 items-center gap-1.5">
                      <Checkbox
                        id={`${choiceId}-${topic}-${channel}`}
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
                      <label
                        htmlFor={`${choiceId}-${topic}-${channel}`}
                        className={rule === 'always' ? 'text-slate-600' : undefined}
                      >
                        {NOTIFICATION_CHANNEL_LABELS[channel]}
                        {rule === 'always' ? ' (always sent)' : ''}
                      </label>
                    </span>
                  );
                })}
              </div>
            </fieldset>
          ))}
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
