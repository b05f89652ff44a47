/**
 * The push channel (issue 28 §4): composes from the current state and sends to each device of
 * the recipient (the outbox row's user: the traveller, or the officer of an officer's push).
 * `{ drop }` when the traveller switched this push off or nobody's device allowed notifications; devices whose push service answers
 * 404/410 are forgotten; other failures throw, so the attempt is retried with the same tag and
 * topic (at most once on the device: issue 29 §2, ADR 285).
 */
import type { Db } from '../../../db/client';
import { type PushDeps, pushToUser } from '../../push/index';
import { wantsMessage } from '../preferences';
import { composePush } from '../push-compose';
import type { ChannelSender } from './channel-sender';

export function pushChannel(deps: Omit<PushDeps, 'db'> & { db: Db }): ChannelSender {
  return {
    async send(message) {
      const composed = await deps.db.transaction((tx) => composePush(tx, message));
      if ('drop' in composed) return composed;
      // The traveller's choice in Profile → Notifications (issue 28 §3); officers' kinds always go.
      if (!(await wantsMessage(deps.db, message.userId, { kind: message.kind, channel: 'push' })))
        return { drop: 'push switched off' };
      const outcome = await pushToUser(deps, message.userId, composed.push);
      if (outcome.devices === 0) return { drop: 'no device allowed notifications' };
      if (outcome.delivered === 0) return { drop: 'every device unsubscribed' };
      return { sent: outcome.location ?? `push:${message.id}` };
    },
  };
}
