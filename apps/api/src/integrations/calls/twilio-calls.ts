/**
 * Calls through Twilio's Calls API (issue 36 item 2; ADR 311), with the official `twilio` client
 * the texts use (same account, same stand-in request client): Twilio rings the caller from the
 * business number, fetches our TwiML when they answer, and that TwiML `<Dial>`s the other side
 * with the business number as caller ID (https://www.twilio.com/docs/voice/twiml/dial), so neither
 * sees the other's number. Every callback is signed with X-Twilio-Signature.
 */
import twilio from 'twilio';
import type { TextsConfig } from '../../config';
import { TextRefused, twilioClient } from '../texts/twilio-texts';

/** The caller's phone rings this long before Twilio gives up (Calls API `Timeout`, seconds). */
const RING_SECONDS = 30;
/** No call lasts longer (`TimeLimit`, seconds): a forgotten line is not billed for hours. */
const CALL_LIMIT_SECONDS = 30 * 60;

export interface OutgoingCall {
  /** The phone that rings first, E.164. */
  to: string;
  /** Where Twilio fetches the TwiML when `to` answers (POST, signed). */
  twimlUrl: string;
  /** Where Twilio posts each status of the call (POST, signed). */
  statusCallback: string;
}

export interface PlacedCall {
  /** `CA` + 32 hex. */
  sid: string;
  status: string;
}

export interface CallsProvider {
  /** @throws TextRefused for Twilio's error objects, Error when Twilio could not be reached. */
  place(call: OutgoingCall): Promise<PlacedCall>;
}

/** @param callerId the business number (E.164) the ringing phone shows. */
export function twilioCalls(texts: TextsConfig, callerId: string, timeoutMs: number): CallsProvider {
  const client = twilioClient(texts, timeoutMs);
  return {
    async place(call) {
      try {
        const placed = await client.calls.create({
          to: call.to,
          from: callerId,
          url: call.twimlUrl,
          method: 'POST',
          statusCallback: call.statusCallback,
          statusCallbackMethod: 'POST',
          statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
          timeout: RING_SECONDS,
          timeLimit: CALL_LIMIT_SECONDS,
        });
        return { sid: placed.sid, status: placed.status };
      } catch (err) {
        if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'number') {
          throw new TextRefused(
            err.code,
            Number((err as { status?: unknown }).status),
            String((err as { message?: unknown }).message),
          );
        }
        throw err instanceof Error ? err : new Error(String(err));
      }
    },
  };
}

/** What Twilio should do once the first phone answers. */
export type CallInstructions =
  | { say: string; dial: { number: string; callerId: string; action: string } }
  | { say: string; hangUp: true };

/**
 * The TwiML for `instructions`, built with the library's `VoiceResponse`: a sentence, then
 * `<Dial callerId=… action=…><Number>…</Number></Dial>` (the other side sees only the business
 * number; `action` hears how the dial ended), or a sentence and `<Hangup/>`.
 */
export function callTwiml(instructions: CallInstructions): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(instructions.say);
  if ('hangUp' in instructions) {
    response.hangup();
  } else {
    const dial = response.dial({
      callerId: instructions.dial.callerId,
      action: instructions.dial.action,
      method: 'POST',
      timeout: RING_SECONDS,
      timeLimit: CALL_LIMIT_SECONDS,
    });
    dial.number(instructions.dial.number);
  }
  return response.toString();
}

/** TwiML that says `sentence`, if any, and ends the call (the `<Dial>` action's answer). */
export function sayAndEnd(sentence: string | null): string {
  const response = new twilio.twiml.VoiceResponse();
  if (sentence) response.say(sentence);
  response.hangup();
  return response.toString();
}

/** An empty `<Response/>`: what a status callback is answered. */
export const emptyTwiml = () => new twilio.twiml.VoiceResponse().toString();
