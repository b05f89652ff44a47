/**
 * Calls between the officer and the traveller through the business number (issue 36 item 2;
 * ADR 311): who may place one and when, the call log's shape, and every sentence a person reads
 * or hears about a call. Twilio rings the caller first, then `<Dial>`s the other side with the
 * business number as caller ID, so neither sees the other's number.
 */
import { z } from 'zod';
import { SUPPORT_CONTACT } from './contact';
import type { Milestone } from './live';
import { checkInOpensAt } from './service-rules';

/** Who called whom: the officer from their service card, or the traveller from their booking page. */
export const CALL_DIRECTIONS = ['officer_to_traveller', 'traveller_to_officer'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Twilio's call statuses (calls-api-v2010.json, `call_enum_status`). */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A status after which nothing more happens to the call. */
export const callEnded = (status: CallStatus) =>
  status === 'completed' || status === 'busy' || status === 'failed' || status === 'no-answer' || status === 'canceled';

/** One call of a booking, as the officer, the traveller and the dispatcher read it: never a number. */
export const BookingCallSchema = z.object({
  id: z.uuid(),
  direction: z.enum(CALL_DIRECTIONS),
  /** The person who pressed the button: their role and name. */
  placedBy: z.object({ role: z.enum(['officer', 'customer']), name: z.string() }),
  placedAt: z.iso.datetime({ offset: true }),
  /** The caller's leg, as Twilio's status callbacks last said. */
  status: z.enum(CALL_STATUSES),
  /** Whether the other side answered (the `<Dial>`'s outcome); null until known. */
  connected: z.boolean().nullable(),
  /** Length of the call in whole seconds, from Twilio's status callback (`CallDuration`); null until it ended. */
  durationSeconds: z.number().int().nullable(),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BookingCall = z.infer<typeof BookingCallSchema>;
export const BookingCallsSchema = z.object({ calls: z.array(BookingCallSchema) });
export const PlacedCallSchema = z.object({ call: BookingCallSchema });

/** The facts that decide whether a call may be placed now. */
export interface CallWindowFacts {
  bookingStatus: string;
  reached: readonly Milestone[];
  meetingTime: Date;
  now: Date;
  /** The API's CHECK_IN_WINDOW_MINUTES setting. */
  checkInWindowMinutes: number;
}

const ended = (reached: readonly Milestone[]) => reached.includes('completed') || reached.includes('no_show');

/**
 * The officer calls the traveller from when check-in opens (meeting time − the check-in window),
 * or from an earlier check-in a dispatcher allowed, until the service ends, while the booking is
 * confirmed.
 */
export function officerMayCall(f: CallWindowFacts): boolean {
  const open =
    f.reached.includes('checked_in') ||
    f.now.getTime() >= checkInOpensAt(f.meetingTime, f.checkInWindowMinutes).getTime();
  return f.bookingStatus === 'confirmed' && !ended(f.reached) && open;
}

/** The traveller calls the officer from the officer's check-in until the service is completed. */
export function travellerMayCall(f: Pick<CallWindowFacts, 'bookingStatus' | 'reached'>): boolean {
  return f.bookingStatus === 'confirmed' && f.reached.includes('checked_in') && !ended(f.reached);
}

/** Everything a person reads or hears about calls. */
export const CallMessages = {
  callTraveller: 'Call traveller',
  callOfficer: 'Call my officer',
  officerHow:
    "Your phone rings first from our number; answer it and we connect you to the traveller. Neither of you sees the other's number.",
  travellerHow:
    "Your phone (the number on this booking) rings first from our number; answer it and we connect you to your officer. Neither of you sees the other's number.",
  placed: 'Calling your phone now: answer it to be connected.',
  officerTooEarly: 'You can call the traveller once check-in opens for this service.',
  travellerTooEarly: 'You can call your officer once they have checked in at the meeting point.',
  notRunning: 'Calls are possible only while the service is under way.',
  noTravellerPhone: `This booking has no phone number to call. Write in the chat, or call us: ${SUPPORT_CONTACT.phoneDisplay}.`,
  noOfficerPhone: 'Your account has no phone number for us to ring. Ask an administrator to add it.',
  unavailable: 'Calls are not available right now. Please write in the chat instead.',
  failed: 'The call could not be placed. Please try again, or write in the chat.',
  /** Spoken to the officer when they answer, before the traveller's phone rings. */
  sayToOfficer: 'FastTrack L O S. Connecting you to your traveller.',
  /** Spoken to the traveller when they answer, before the officer's phone rings. */
  sayToTraveller: 'FastTrack L O S. Connecting you to your officer.',
  /** Spoken when the other side did not answer. */
  sayNoAnswer: 'There was no answer. Please try again, or write in the chat.',
  /** Spoken when the service ended between the button and the answer. */
  sayEnded: 'This service has ended, so we cannot connect the call. Goodbye.',
  logTitle: 'Calls',
  logEmpty: 'No calls yet.',
} as const;

/** The booking form's hint under the contact phone: what the number is used for (issue 36 item 2). */
export const CONTACT_PHONE_USE =
  "On the day, your officer's calls reach this number through our line; the officer never sees it.";

/** How a call's state reads in the call log and under the call button. */
export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  queued: 'Calling',
  ringing: 'Ringing',
  'in-progress': 'Connected',
  completed: 'Ended',
  busy: 'Busy',
  failed: 'Failed',
  'no-answer': 'No answer',
  canceled: 'Cancelled',
};

/** "1 min 05 s", "42 s": a call's length as a person reads it. */
export function callDurationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
