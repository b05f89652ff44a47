/**
 * How a stand-in call moves (issue 36 item 2), in jobs of the one job runner
 * (`sandbox-twilio-call`): it rings and is answered, the stand-in POSTs the call's `Url` as Twilio
 * does and acts out the TwiML's `<Dial><Number>` as a child leg from the `<Dial>`'s caller ID;
 * after {@link TALK_SECONDS} both legs hang up, the `<Dial>`'s action hears DialCallStatus and
 * DialCallDuration, and the call completes with its duration. Each step the StatusCallback asked
 * for (StatusCallbackEvent) is POSTed, signed. The stand-in's phones always answer.
 */
import type { FastifyInstance } from 'fastify';
import {
  type CALL_EVENTS,
  type CallFacts,
  callParams,
  callResource,
  callSeconds,
  dialOf,
  factsOf,
  newCallSid,
} from './call-resources';
import { findCall, insertCall, listCalls, updateCall } from './call-store';
import { postSignedForm } from './signature';

export const TWILIO_CALL_QUEUE = 'sandbox-twilio-call';
/** How long the stand-in's two phones talk before hanging up. */
export const TALK_SECONDS = 2;

/** The progress events asked for: `StatusCallbackEvent`, repeated or space-separated; default `completed` only. */
export function eventsOf(value: unknown): Set<string> {
  const list = [value ?? []]
    .flat()
    .flatMap((v) => String(v).split(/\s+/))
    .filter(Boolean);
  return new Set(list.length ? list : ['completed']);
}

/** Registers the job that moves calls on. */
export function registerCallProgress(app: FastifyInstance) {
  const { texts, providerTimeoutMs } = app.config;
  const post = (url: string, params: Record<string, string>) =>
    postSignedForm(url, params, { authToken: texts.authToken, timeoutMs: providerTimeoutMs });

  /** Stores the new state of a leg and POSTs its status callback when that event was asked for. */
  const move = async (sid: string, change: Partial<CallFacts>, event: (typeof CALL_EVENTS)[number] | null) => {
    const stored = await findCall(app.db, sid);
    if (!stored) return null;
    const facts = { ...factsOf(stored.resource, stored.parentCallSid), ...change, updated: new Date() };
    await updateCall(app.db, sid, { resource: callResource(facts) });
    const request = stored.request ?? {};
    const url = typeof request.StatusCallback === 'string' ? request.StatusCallback : null;
    if (url && event && eventsOf(request.StatusCallbackEvent).has(event)) {
      const seconds = callSeconds(facts);
      const extra: Record<string, string> =
        seconds === null ? {} : { CallDuration: String(seconds), Duration: String(Math.ceil(seconds / 60)) };
      await post(url, callParams(facts, { ...extra, CallbackSource: 'call-progress-events' })).catch((err: Error) =>
        app.log.warn({ url, err: err.message }, 'sandbox call status callback failed'),
      );
    }
    return { stored, facts };
  };

  /** Rings and answers the call, asks the product's Url for TwiML, and dials what it says. */
  const answer = async (sid: string) => {
    // Once: a job tried again must not ring a call that was answered already.
    if ((await findCall(app.db, sid))?.resource.status !== 'queued') return;
    if (!(await move(sid, { status: 'ringing' }, 'ringing'))) return;
    const now = new Date();
    const moved = await move(sid, { status: 'in-progress', started: now }, 'answered');
    if (!moved) return;
    const request = moved.stored.request ?? {};
    let twiml = typeof request.Twiml === 'string' ? request.Twiml : '';
    if (!twiml && typeof request.Url === 'string') {
      // An unreachable Url is an application error to Twilio: it hangs up.
      twiml = await post(request.Url, callParams(moved.facts)).then(
        (res) => (res.status < 300 ? res.body : ''),
        (err: Error) => {
          app.log.warn({ err: err.message }, 'sandbox call could not fetch its TwiML');
          return '';
        },
      );
    }
    await updateCall(app.db, sid, { twiml });
    const dial = dialOf(twiml);
    if (dial) {
      const child = callResource({
        ...moved.facts,
        sid: newCallSid(),
        parentCallSid: sid,
        to: dial.number,
        from: dial.callerId ?? moved.facts.from,
        direction: 'outbound-dial',
        status: 'in-progress',
        created: now,
        started: now,
      });
      await insertCall(app.db, {
        sid: String(child.sid),
        accountSid: texts.accountSid,
        parentCallSid: sid,
        to: dial.number,
        from: String(child.from),
        resource: child,
      });
    }
    const talkFor = dial ? TALK_SECONDS : 0;
    await app.jobs.enqueue(app.db, {
      name: TWILIO_CALL_QUEUE,
      data: { sid, step: 'hang-up' },
      // Keyed by call and step: the queue keeps one waiting job per key (stately), and calls
      // placed together each keep theirs.
      singletonKey: `${sid}:hang-up`,
      startAfter: new Date(Date.now() + talkFor * 1000),
    });
  };

  /** Both legs hang up: the `<Dial>`'s action hears how it went, then the call completes. */
  const hangUp = async (sid: string) => {
    const stored = await findCall(app.db, sid);
    if (!stored || stored.resource.status === 'completed') return;
    const ended = new Date();
    for (const child of await listCalls(app.db, { parentCallSid: sid })) {
      const facts = { ...factsOf(child.resource, sid), status: 'completed' as const, ended, updated: ended };
      await updateCall(app.db, child.sid, { resource: callResource(facts) });
      const action = dialOf(stored.twiml ?? '')?.action;
      if (action) {
        const parent = factsOf(stored.resource, stored.parentCallSid);
        const params = callParams(parent, {
          DialCallSid: child.sid,
          DialCallStatus: 'completed',
          DialCallDuration: String(callSeconds(facts) ?? 0),
        });
        await post(action, params).catch((err: Error) =>
          app.log.warn({ err: err.message }, 'sandbox dial action failed'),
        );
      }
    }
    await move(sid, { status: 'completed', ended }, 'completed');
  };

  app.jobs.register(
    TWILIO_CALL_QUEUE,
    async (job) => (job.data.step === 'answer' ? answer(job.data.sid) : hangUp(job.data.sid)),
    { retryLimit: 2, retryDelaySeconds: 1 },
  );
}
