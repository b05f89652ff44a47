/**
 * Builds a push message (issue 28 §4) from the state as it is when the job runs, or says why it
 * is dropped: no "officer checked in" for a cancelled booking, no "taken away" for an officer who
 * is on the service again, no re-time push once the meeting moved again. Data in the service
 * worker's shape (contracts PushMessageSchema); the tag is the outbox row id (ADR 285).
 */
import { PUSH_TEXTS, type PushMessage } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { findBookingFacts, findRecipient, isAssigned, userName } from './messages.repository';
import type { ClaimedMessage } from './outbox.repository';
import { changeOfPayload } from './retimed-payload';
import { bookingPath } from './templates/booking-messages';

export type ComposedPush = { push: PushMessage } | { drop: string };

/** The officer's page of the web app (web lib/paths.ts). */
const OFFICER_PATH = '/officer';

/** @throws Error when the database cannot be read (the attempt is retried). */
export async function composePush(tx: Executor, message: ClaimedMessage, now = new Date()): Promise<ComposedPush> {
  if (!(await findRecipient(tx, message.userId))) return { drop: 'account no longer exists' };
  if (!message.bookingId) return { drop: 'no booking' };
  const b = await findBookingFacts(tx, message.bookingId);
  if (!b) return { drop: 'booking no longer exists' };
  const tag = message.id;
  const facts = {
    reference: b.reference,
    flightNumber: b.flightNumber,
    meetingTime: b.meetingTime,
    timeZone: b.airportTimeZone,
  };
  const forOfficer = (texts: { title: string; body: string }) => ({ push: { ...texts, url: OFFICER_PATH, tag } });
  const forTraveller = (texts: { title: string; body: string }) => ({
    push: { ...texts, url: bookingPath(b.id), tag },
  });
  const samePlannedTime = message.payload.meetingTime === b.meetingTime.toISOString();
  switch (message.kind) {
    case 'officer-service-assigned':
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      if (!(await isAssigned(tx, b.id, message.userId))) return { drop: 'officer is no longer assigned' };
      return forOfficer(PUSH_TEXTS.officerServiceAssigned(facts));
    case 'officer-service-retimed':
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      if (!samePlannedTime) return { drop: 'meeting time moved again' };
      if (!(await isAssigned(tx, b.id, message.userId))) return { drop: 'officer is no longer assigned' };
      return forOfficer(PUSH_TEXTS.officerServiceRetimed(facts));
    case 'officer-service-removed':
      // A hold of an unpaid booking was never announced to the officer.
      if (b.paymentStatus !== 'paid' && b.paymentStatus !== 'refunded') return { drop: 'booking was never paid' };
      if (await isAssigned(tx, b.id, message.userId)) return { drop: 'officer is assigned again' };
      return forOfficer(PUSH_TEXTS.officerServiceRemoved(facts));
    case 'officer-checked-in': {
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      const officerId = typeof message.payload.officerId === 'string' ? message.payload.officerId : null;
      const officerName = officerId ? await userName(tx, officerId) : null;
      return forTraveller(PUSH_TEXTS.officerCheckedIn({ ...facts, officerName }));
    }
    case 'meeting-code-verified':
      if (b.status !== 'confirmed' && b.status !== 'completed') return { drop: `booking is ${b.status}` };
      return forTraveller(PUSH_TEXTS.meetingCodeVerified(facts));
    case 'service-retimed':
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      if (b.meetingTime <= now) return { drop: 'meeting time has passed' };
      if (!samePlannedTime) return { drop: 'meeting time moved again' };
      return forTraveller(
        PUSH_TEXTS.serviceRetimed({ ...facts, change: changeOfPayload(message.payload, b.flightNumber) }),
      );
    default:
      return { drop: `${message.kind} is not sent as a push` };
  }
}
