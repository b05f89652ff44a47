/**
 * Who takes which message by which channel (issue 28 §3), for every sender to ask at sending
 * time: {@link wantsMessage}. Transactional e-mail always goes; reminder e-mails follow
 * `reminderEmails`; each other pair of kind and channel listed in contracts `TOPIC_CHANNELS`
 * follows the saved choice or its default. A kind not listed there (a phone verification code,
 * the welcome mail) is not the traveller's to switch off. When the account is deleted, nothing
 * more goes to the person at all: {@link eraseMessagingData}.
 */
import {
  type ChannelChoices,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
  TOPIC_CHANNELS,
} from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';
import type { MessageChannel, MessageKind } from './message-kinds';
import { forgetOutboxOf } from './outbox.repository';
import { deleteVerifiedPhone } from './texts/texts.repository';

type Stored = Record<string, boolean>;

const isTopic = (kind: string): kind is NotificationTopic => (NOTIFICATION_TOPICS as readonly string[]).includes(kind);

/**
 * The choice for one pair: saved (in `saved`, as {@link readStored} reads it), else its default;
 * `always` and unlisted pairs are on.
 */
function choice(
  saved: { stored: Stored; reminderEmails: boolean },
  kind: MessageKind,
  channel: NotificationChannel,
): boolean {
  const { stored, reminderEmails } = saved;
  if (kind === 'booking-reminder' && channel === 'email') return reminderEmails;
  if (!isTopic(kind)) return true;
  const rule = TOPIC_CHANNELS[kind][channel];
  if (!rule || rule === 'always') return true;
  return stored[`${kind}:${channel}`] ?? rule.default;
}

async function readStored(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ channels: notificationPreferences.channels, reminderEmails: notificationPreferences.reminderEmails })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { stored: row?.channels ?? {}, reminderEmails: row?.reminderEmails ?? true };
}

/**
 * True when `userId` takes `message.kind` by `message.channel` (the saved choice or its default).
 * The sender still checks what the channel needs besides (a verified number, a device).
 */
export async function wantsMessage(
  tx: Executor,
  userId: string,
  message: { kind: MessageKind; channel: MessageChannel },
): Promise<boolean> {
  return choice(await readStored(tx, userId), message.kind, message.channel);
}

/** Every choosable pair of the table, as the traveller sees it (saved or default). */
export async function readChannelChoices(tx: Executor, userId: string): Promise<ChannelChoices> {
  const saved = await readStored(tx, userId);
  const out: ChannelChoices = {};
  for (const kind of NOTIFICATION_TOPICS) {
    const row: Partial<Record<NotificationChannel, boolean>> = {};
    for (const channel of NOTIFICATION_CHANNELS) {
      if (TOPIC_CHANNELS[kind][channel]) row[channel] = choice(saved, kind, channel);
    }
    out[kind] = row;
  }
  return out;
}

/**
 * Saves the choosable pairs of `choices` over the saved ones (in the caller's transaction);
 * `always` pairs and pairs a topic does not have are ignored, and e-mail reminders are
 * `reminderEmails`, saved with it.
 */
export async function saveChannelChoices(tx: Executor, userId: string, choices: ChannelChoices): Promise<void> {
  const { stored } = await readStored(tx, userId);
  const next: Stored = { ...stored };
  for (const [kind, row] of Object.entries(choices) as [NotificationTopic, Record<string, boolean>][]) {
    for (const [channel, on] of Object.entries(row) as [NotificationChannel, boolean][]) {
      const rule = TOPIC_CHANNELS[kind]?.[channel];
      if (rule && rule !== 'always' && !(kind === 'booking-reminder' && channel === 'email')) {
        next[`${kind}:${channel}`] = on;
      }
    }
  }
  const now = new Date();
  await tx
    .insert(notificationPreferences)
    .values({ userId, channels: next, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { channels: next, updatedAt: now } });
}

/**
 * The messages feature's part of account deletion (issue 19, "Data rights: erasure"): deletes the
 * notification preferences, the verified number and the codes sent to it (issue 28 §3; a STOP
 * stays, it is the number's own), drops the account's messages still queued or sending, and
 * empties the payload of every message of the account.
 */
export async function eraseMessagingData(tx: Executor, userId: string): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await deleteVerifiedPhone(tx, userId);
  await forgetOutboxOf(tx, userId);
}
