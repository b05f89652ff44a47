/**
 * Calls between the officer and the traveller through the business number (issue 36 item 2;
 * ADR 311). The assigned officer calls the traveller (the booking's contact phone: the lead
 * passenger's, or the account's for older bookings) from check-in opening to the end of the
 * service; the booking's traveller calls the officer from check-in to completion. Twilio rings
 * the caller first and, when they answer, fetches {@link callInstructions}: a `<Dial>` to the
 * other side with the business caller ID. Neither number is ever answered to anyone; both are
 * read from the database when Twilio asks. Each call is logged on the booking with who placed it,
 * when, and its status and duration from Twilio's status callbacks.
 */
import {
  type BookingCall,
  type CallDirection,
  CallMessages,
  type Milestone,
  officerMayCall,
  staffContact,
  toE164,
  travellerMayCall,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { CallInstructions, CallsProvider } from '../../integrations/calls/twilio-calls';
import { AppError } from '../../lib/errors';
import { type Side, sideOf } from './call-access';
import { toBookingCall } from './call-log';
import {
  type CallBooking,
  findCall,
  findCallBooking,
  insertCall,
  selectOfficers,
  selectReached,
  updateCall,
} from './calls.repository';

export interface CallsDeps {
  db: Db;
  /** Null when calls are not configured (no Twilio account, or no caller ID): placing answers 503. */
  provider: CallsProvider | null;
  /** The business number, E.164. */
  callerId: string | null;
  publicUrl: string;
  checkInWindowMinutes: number;
}

const webhookUrl = (deps: CallsDeps, callId: string, what: 'twiml' | 'status' | 'dial') =>
  `${deps.publicUrl}/api/webhooks/twilio/calls/${callId}/${what}`;

/** The traveller's number: the booking's contact phone, else the account's real one. */
const travellerPhone = (booking: CallBooking) => staffContact(booking, booking.owner).phone;

/**
 * Places a call for the booking's assigned officer ("Call traveller") or its traveller ("Call my
 * officer"): the caller's phone rings first. `limit` is asked once the caller may call, so a
 * stranger's requests use up nothing of the booking's.
 * @throws 404 not the caller's booking (a dispatcher or admin too: they call from the board);
 *   409 outside the call window, or a side without a phone; 429 from `limit`; 503 when calls are
 *   not configured or Twilio refused or could not be reached.
 */
export async function placeCall(
  deps: CallsDeps,
  input: { userId: string; bookingId: string; limit: () => Promise<void>; now?: Date },
): Promise<BookingCall> {
  const now = input.now ?? new Date();
  const booking = await findCallBooking(deps.db, input.bookingId);
  if (!booking) throw AppError.notFound();
  const side = await sideOf(deps.db, input.userId, booking);
  if (side === 'desk') throw AppError.notFound();
  const reached = (await selectReached(deps.db, booking.id)) as Milestone[];
  const facts = {
    bookingStatus: booking.status,
    reached,
    meetingTime: booking.meetingTime,
    now,
    checkInWindowMinutes: deps.checkInWindowMinutes,
  };
  const running = booking.status === 'confirmed' && !reached.includes('completed') && !reached.includes('no_show');
  if (side === 'officer' && !officerMayCall(facts)) {
    throw AppError.conflict(running ? CallMessages.officerTooEarly : CallMessages.notRunning);
  }
  if (side === 'traveller' && !travellerMayCall(facts)) {
    throw AppError.conflict(running ? CallMessages.travellerTooEarly : CallMessages.notRunning);
  }
  const officers = await selectOfficers(deps.db, booking.id);
  const officer = side === 'officer' ? officers.find((o) => o.id === input.userId) : officers[0];
  if (!officer) throw AppError.conflict(CallMessages.notRunning);
  const officerPhone = toE164(officer.phone);
  const traveller = travellerPhone(booking);
  if (!traveller) throw AppError.conflict(CallMessages.noTravellerPhone);
  if (!officerPhone) {
    throw AppError.conflict(side === 'officer' ? CallMessages.noOfficerPhone : CallMessages.unavailable);
  }
  if (!deps.provider || !deps.callerId) throw AppError.unavailable(CallMessages.unavailable);
  await input.limit();

  const direction: CallDirection = side === 'officer' ? 'officer_to_traveller' : 'traveller_to_officer';
  const call = await insertCall(deps.db, {
    bookingId: booking.id,
    direction,
    placedByUserId: input.userId,
    placedByRole: side === 'officer' ? 'officer' : 'customer',
    officerId: officer.id,
    createdAt: now,
  });
  try {
    const placed = await deps.provider.place({
      to: side === 'officer' ? officerPhone : traveller,
      twimlUrl: webhookUrl(deps, call.id, 'twiml'),
      statusCallback: webhookUrl(deps, call.id, 'status'),
    });
    // Only the SID: a status callback may already have moved the status on.
    await updateCall(deps.db, call.id, { callSid: placed.sid });
  } catch (err) {
    await updateCall(deps.db, call.id, { status: 'failed', endedAt: new Date() });
    throw Object.assign(AppError.unavailable(CallMessages.failed), { cause: err });
  }
  return toBookingCall((await findCall(deps.db, call.id)) ?? call, placerName(side, booking, officer));
}

function placerName(side: Side, booking: CallBooking, officer: { firstName: string; lastName: string }) {
  return side === 'officer' ? `${officer.firstName} ${officer.lastName}` : staffContact(booking, booking.owner).name;
}

/** What Twilio does once the first phone answers: the `<Dial>` to the other side, or a goodbye. */
export async function callInstructions(deps: CallsDeps, callId: string, now = new Date()): Promise<CallInstructions> {
  const ended = { say: CallMessages.sayEnded, hangUp: true } as const;
  const call = await findCall(deps.db, callId);
  const booking = call && (await findCallBooking(deps.db, call.bookingId));
  if (!call || !booking || !deps.callerId) return ended;
  const reached = (await selectReached(deps.db, booking.id)) as Milestone[];
  const facts = {
    bookingStatus: booking.status,
    reached,
    meetingTime: booking.meetingTime,
    now,
    checkInWindowMinutes: deps.checkInWindowMinutes,
  };
  const toTraveller = call.direction === 'officer_to_traveller';
  if (!(toTraveller ? officerMayCall(facts) : travellerMayCall(facts))) return ended;
  const officers = await selectOfficers(deps.db, booking.id);
  // An officer taken off the service no longer reaches its traveller; the traveller reaches
  // whoever is the service's officer now.
  const officer = toTraveller ? officers.find((o) => o.id === call.officerId) : officers[0];
  if (!officer) return ended;
  const number = toTraveller ? travellerPhone(booking) : toE164(officer.phone);
  if (!number) return { say: CallMessages.sayNoAnswer, hangUp: true };
  return {
    say: toTraveller ? CallMessages.sayToOfficer : CallMessages.sayToTraveller,
    dial: { number, callerId: deps.callerId, action: webhookUrl(deps, call.id, 'dial') },
  };
}
