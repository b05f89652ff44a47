/**
 * The call log of a booking (issue 36 item 2; ADR 311): what Twilio's signed callbacks say of a
 * call (its status, forward only, and duration; the `<Dial>`'s outcome), and the log as the
 * officer, the traveller and the desk read it, without numbers.
 */
import { type BookingCall, type CallDirection, type CallStatus, callEnded, staffContact } from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sideOf } from './call-access';
import { findCall, findCallBooking, type StoredCall, selectCalls, updateCall } from './calls.repository';

/** Twilio's `CallStatus` as the call log keeps it: `initiated` is still queued. */
function statusOf(value: string): CallStatus | null {
  if (value === 'initiated') return 'queued';
  const known: readonly string[] = [
    'queued',
    'ringing',
    'in-progress',
    'completed',
    'busy',
    'failed',
    'no-answer',
    'canceled',
  ];
  return known.includes(value) ? (value as CallStatus) : null;
}
const rank = (s: CallStatus) => (callEnded(s) ? 3 : s === 'in-progress' ? 2 : s === 'ringing' ? 1 : 0);

/**
 * A status callback of the caller's leg: the status moves forward only (callbacks may arrive out
 * of order), and an ended call takes its `CallDuration`. Unknown calls are ignored.
 */
export async function recordCallStatus(
  db: Db,
  callId: string,
  params: { CallSid: string; CallStatus: string; CallDuration?: string | undefined },
): Promise<void> {
  const call = await findCall(db, callId);
  const status = statusOf(params.CallStatus);
  if (!call || !status) return;
  const current = call.status as CallStatus;
  const set: Parameters<typeof updateCall>[2] = call.callSid ? {} : { callSid: params.CallSid };
  if (rank(status) > rank(current)) set.status = status;
  if (callEnded(status) && call.durationSeconds === null) {
    const seconds = Number.parseInt(params.CallDuration ?? '', 10);
    set.durationSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
    set.endedAt = new Date();
  }
  if (Object.keys(set).length) await updateCall(db, callId, set);
}

/** DialCallStatus values that mean the other side picked up (Twilio's `<Dial>` action). */
const ANSWERED = new Set(['completed', 'answered']);

/** The `<Dial>`'s outcome (DialCallStatus). @returns true when the other side answered. */
export async function recordDialOutcome(db: Db, callId: string, dialStatus: string): Promise<boolean> {
  const answered = ANSWERED.has(dialStatus);
  if (await findCall(db, callId)) await updateCall(db, callId, { dialStatus: answered ? 'completed' : dialStatus });
  return answered;
}

/** The booking's calls, newest first: for its officer, its traveller, and the desk. @throws 404 otherwise. */
export async function listBookingCalls(db: Db, userId: string, bookingId: string): Promise<BookingCall[]> {
  const booking = await findCallBooking(db, bookingId);
  if (!booking) throw AppError.notFound();
  await sideOf(db, userId, booking);
  const rows = await selectCalls(db, bookingId);
  return rows.map((r) =>
    toBookingCall(
      r.call,
      r.call.placedByRole === 'officer'
        ? `${r.placerFirstName ?? ''} ${r.placerLastName ?? ''}`.trim() || 'Officer'
        : staffContact(booking, booking.owner).name,
    ),
  );
}

export function toBookingCall(call: StoredCall, name: string): BookingCall {
  const status = call.status as CallStatus;
  return {
    id: call.id,
    direction: call.direction as CallDirection,
    placedBy: { role: call.placedByRole === 'officer' ? 'officer' : 'customer', name },
    placedAt: call.createdAt.toISOString(),
    status,
    connected: call.dialStatus !== null ? call.dialStatus === 'completed' : callEnded(status) ? false : null,
    durationSeconds: call.durationSeconds,
    endedAt: call.endedAt?.toISOString() ?? null,
  };
}
