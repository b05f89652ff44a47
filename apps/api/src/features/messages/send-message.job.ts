/**
 * The `send-message` job (issue 16 §1). One attempt: claim the outbox row (only one process
 * can), compose the message from the current state, hand it to SMTP, record the outcome. A
 * failed send goes back to `queued` and the job throws, so pg-boss retries it with back-off;
 * after the last attempt the row is `failed`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobRunner } from '../../jobs/job-runner';
import { composeMessage } from './compose';
import { SEND_MESSAGE_QUEUE } from './enqueue';
import { claimOutbox, finishOutbox } from './messages.repository';

/** pg-boss fails (and so retries) an attempt still running after this long: its process died or hung. */
const ATTEMPT_EXPIRES_SECONDS = 120;
/**
 * A claim older than this may be taken over. Only a retry of the same job can meet a claimed row,
 * and a retry comes after the expiry above, so half of it is safely "dead" by then.
 */
const CLAIM_STALE_SECONDS = ATTEMPT_EXPIRES_SECONDS / 2;

export interface SendMessageDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Seconds before the first retry, doubled each time. */
  retryDelaySeconds: number;
}

/** Registers the queue and its handler. Call while the app is built. */
export function registerSendMessageJob(jobs: JobRunner, deps: SendMessageDeps): void {
  jobs.register(
    SEND_MESSAGE_QUEUE,
    async (job) => {
      const message = await claimOutbox(deps.db, job.data.outboxId, CLAIM_STALE_SECONDS);
      if (!message) return; // sent, dropped, failed, or another process is sending it now
      try {
        const composed = await deps.db.transaction((tx) => composeMessage(tx, message, deps.publicUrl));
        if ('drop' in composed) {
          await finishOutbox(deps.db, message.id, { status: 'dropped', reason: composed.drop });
          return;
        }
        const { messageId } = await deps.mailer.send(composed.mail);
        await finishOutbox(deps.db, message.id, { status: 'sent', providerMessageId: messageId });
        deps.log.info({ outboxId: message.id, kind: message.kind }, 'message sent');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await finishOutbox(deps.db, message.id, { status: job.lastAttempt ? 'failed' : 'queued', error });
        throw err;
      }
    },
    {
      retryLimit: 5,
      retryDelaySeconds: deps.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: ATTEMPT_EXPIRES_SECONDS,
    },
  );
}
