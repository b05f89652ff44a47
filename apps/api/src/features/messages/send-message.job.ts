/**
 * The `send-message` job (issue 16 §1). One attempt: claim the outbox row for a lease (only one
 * process can), hand it to its channel's sender (which builds it from the current state: e-mail,
 * and the channels of issue 28), record the outcome.
 * A failed send goes back to `queued` and the job throws, so pg-boss retries it with back-off;
 * after the last attempt the row is `failed`.
 *
 * At most once in the mailbox (issue 29 §2; ADR 210): every attempt at one outbox row sends the
 * same message with the same stable id (e-mail: the Message-ID, `outboxMessageId`). When the process sending it dies, the job expires
 * and runs again, finds the row `sending` past its lease and sends it again; a receiver that
 * already had it keeps one copy, as the embedded catcher and mailbox providers do.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { ChannelSender } from './channels/channel-sender';
import { SEND_MESSAGE_QUEUE } from './enqueue';
import type { MessageChannel } from './message-kinds';
import { claimOutbox, finishOutbox } from './outbox.repository';

/**
 * pg-boss fails (and so retries) an attempt still running after this long: its process died or
 * hung. A send takes well under a second; with pg-boss maintenance every
 * MAINTENANCE_INTERVAL_SECONDS (5 s) and the first retry 3-6 s later, a job whose process died
 * runs again within 15 + 5 + 6 + 2 (polling) = 28 s (issue 29 §2: within 30 s, so a confirmation
 * still arrives within 60 s of payment).
 */
export const ATTEMPT_EXPIRES_SECONDS = 15;
/**
 * An attempt's lease on its outbox row. Only a retry of the same job can meet a claimed row, and
 * a retry comes after the expiry above, so the lease ends with it.
 */
export const CLAIM_LEASE_SECONDS = ATTEMPT_EXPIRES_SECONDS;

export interface SendMessageDeps {
  db: Db;
  /** The sender of each channel; a row of a channel without one is dropped. */
  channels: Partial<Record<MessageChannel, ChannelSender>>;
  log: FastifyBaseLogger;
  /** Seconds before the first retry, doubled each time (3 in production; see ATTEMPT_EXPIRES_SECONDS). */
  retryDelaySeconds: number;
}

/** Registers the queue and its handler. Call while the app is built. */
export function registerSendMessageJob(jobs: JobRunner, deps: SendMessageDeps): void {
  jobs.register(
    SEND_MESSAGE_QUEUE,
    async (job) => {
      const message = await claimOutbox(deps.db, job.data.outboxId, CLAIM_LEASE_SECONDS);
      if (!message) return; // sent, dropped or failed
      if (message === 'leased') {
        // Another attempt holds the row: try again once its lease may have ended.
        throw new Error(`outbox ${job.data.outboxId} is being sent by another attempt`);
      }
      const sender = deps.channels[message.channel];
      if (!sender) {
        await finishOutbox(deps.db, message.id, { status: 'dropped', reason: `no ${message.channel} channel` });
        return;
      }
      try {
        const outcome = await sender.send(message);
        if ('drop' in outcome) {
          await finishOutbox(deps.db, message.id, { status: 'dropped', reason: outcome.drop });
          return;
        }
        await finishOutbox(deps.db, message.id, { status: 'sent', providerMessageId: outcome.sent });
        deps.log.info({ outboxId: message.id, kind: message.kind, channel: message.channel }, 'message sent');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await finishOutbox(deps.db, message.id, { status: job.lastAttempt ? 'failed' : 'queued', error });
        throw err;
      }
    },
    {
      // 3-6 s, then doubling (pg-boss jitter): 25 to 50 min of attempts in all.
      retryLimit: 9,
      retryDelaySeconds: deps.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: ATTEMPT_EXPIRES_SECONDS,
    },
  );
}
