/**
 * The service's own rules (issue 26 items 1 and 2; ADR 250): when the officer may check in,
 * the order of the steps after it, which gate a dispatcher may open with a reason, and when the
 * traveller can no longer cancel in the app. Pure functions over instants and the milestones
 * reached, so the API decides, and the officer view and the booking page explain, with the same
 * words.
 */

import { z } from 'zod';
import { SUPPORT_CONTACT } from './contact';
import { CHAT_OPEN_AFTER_COMPLETION_MINUTES, type Milestone, OFFICER_CARD_LEAD_MINUTES } from './live';
import { formatInZone } from './zone-time';

/**
 * Minutes before the (estimated) meeting time from which the officer may check in. The API's
 * CHECK_IN_WINDOW_MINUTES setting defaults to this (issue 26 §1).
 */
export const CHECK_IN_WINDOW_MINUTES = 60;

/** The earliest instant the officer may check in: meeting time − `windowMinutes`. */
export function checkInOpensAt(meetingTime: Date, windowMinutes: number = CHECK_IN_WINDOW_MINUTES): Date {
  return new Date(meetingTime.getTime() - windowMinutes * 60_000);
}

/**
 * The sentence an officer reads when check-in is not open yet (the API's 409 and the officer
 * view), on the clock of the service's airport (`timeZone`, issue 41 item 2).
 */
export function checkInNotOpenMessage(opensAt: Date, timeZone: string): string {
  return `Check-in opens at ${formatInZone(opensAt, timeZone, 'EEE d MMM, HH:mm')}. Ask the dispatcher if you must check in earlier.`;
}

/**
 * Why the officer cannot check in yet ({@link checkInNotOpenMessage}); null once check-in is open.
 */
export function checkInTooEarly(
  service: { meetingTime: Date; timeZone: string },
  now: Date,
  windowMinutes: number = CHECK_IN_WINDOW_MINUTES,
): string | null {
  const opens = checkInOpensAt(service.meetingTime, windowMinutes);
  return now >= opens ? null : checkInNotOpenMessage(opens, service.timeZone);
}

/** The officer has not checked in: nothing after check-in may be recorded (issue 26 §1). */
export const CHECK_IN_FIRST_MESSAGE = 'Check in at the meeting point first.';

/**
 * The time gates a dispatcher may open early with a reason (audited): check-in before its window,
 * and a no-show before the traveller's waiting time is over. The order of the steps has no override.
 */
export const OVERRIDABLE_MILESTONES = ['checked_in', 'no_show'] as const satisfies readonly Milestone[];
export type OverridableMilestone = (typeof OVERRIDABLE_MILESTONES)[number];

/** A dispatcher's reason, kept in the staff audit trail. */
export const StaffReasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'Give a reason (at least 3 characters)' })
  .max(500, { error: 'At most 500 characters' });

/** `POST /api/ops/bookings/:id/gate-override`: record a time-gated step early, with a reason. */
export const OverrideGateRequestSchema = z.strictObject({
  milestone: z.enum(OVERRIDABLE_MILESTONES, { error: 'Only check-in or a no-show can be recorded early' }),
  reason: StaffReasonSchema,
});
export type OverrideGateRequest = z.infer<typeof OverrideGateRequestSchema>;

/**
 * `POST /api/ops/bookings/:id/cancel`: a dispatcher cancels, at any stage, with a reason.
 * `ourFault`: we cannot provide the service, so a paid booking is refunded in full with our
 * apology (`business_cancelled`); otherwise the traveller's refund rules apply.
 */
export const StaffCancelRequestSchema = z.strictObject({
  reason: StaffReasonSchema,
  ourFault: z.boolean().default(false),
});
export type StaffCancelRequest = z.infer<typeof StaffCancelRequestSchema>;

/** Once the officer has checked in, the service is under way (issue 26 §2). */
export function serviceUnderWay(reached: readonly Milestone[]): boolean {
  return reached.includes('checked_in');
}

/**
 * Why the traveller can no longer cancel in the app, with whom to call instead: shown by the
 * booking page and /terms and sent by the API with 409 SERVICE_UNDER_WAY (issue 26 §2).
 */
export function cancelUnderWayMessage(): string {
  return `Your officer has checked in, so this service can no longer be cancelled in the app. To stop it, call us on ${SUPPORT_CONTACT.phoneDisplay}, or tell your officer in the chat.`;
}

/** What the officer view asks before the two steps that end a service (issue 26 §1). */
export const FINAL_STEP_CONFIRMATIONS = {
  completed: `Complete this service? The traveller is told it has ended, and the chat closes ${CHAT_OPEN_AFTER_COMPLETION_MINUTES / 60} hours later.`,
  no_show: 'Record a no-show? The traveller did not come; this ends the service.',
} as const;

/**
 * Once the officer has checked in, the dispatcher no longer changes who runs the service: the
 * API refuses a reassignment with 409 SERVICE_UNDER_WAY and this sentence (issue 36 item 3).
 */
export const REASSIGN_UNDER_WAY_MESSAGE =
  'This service is under way: its officer has checked in, so it cannot be reassigned. Step in instead.';

/** The steps a dispatcher may record for the officer once the service is under way (issue 36 item 3; ADR 322). */
export const STEP_IN_MILESTONES = [
  'met',
  'check_in_security',
  'immigration',
  'baggage',
  'completed',
] as const satisfies readonly Milestone[];
export type StepInMilestone = (typeof STEP_IN_MILESTONES)[number];

/**
 * `POST /api/ops/bookings/:id/step-in`: the dispatcher records the next step of a service under
 * way for its officer, with a reason (audited). `met` needs the meeting code, which the officer
 * or the traveller reads to the dispatcher on the phone: the code still proves the meeting.
 */
export const StepInRequestSchema = z
  .strictObject({
    milestone: z.enum(STEP_IN_MILESTONES, { error: 'Not a step the desk can record' }),
    reason: StaffReasonSchema,
    code: z
      .string()
      .regex(/^\d{4}$/, { error: 'Enter the 4-digit meeting code' })
      .optional(),
  })
  .refine((v) => v.milestone !== 'met' || v.code !== undefined, {
    path: ['code'],
    error: 'Enter the meeting code the traveller gives',
  });
export type StepInRequest = z.infer<typeof StepInRequestSchema>;

/** The API's 409 when the desk tries to record a step for an officer who has not checked in. */
export const STEP_IN_BEFORE_CHECK_IN_MESSAGE =
  'The officer has not checked in yet: check the officer in first, then step in on the next steps.';

/* ---------- the traveller's page before and after the service (issue 37) ---------- */

/** The help a traveller opens when they cannot see their officer, until they have met. */
export const CANT_FIND_OFFICER_TITLE = 'I can’t find my officer';

/**
 * What to do, in order: where to wait, how to know the officer, when the card shows, whom to call.
 * `timeZone`: the booking's airport zone (issue 41 item 2), as every time below.
 */
export function cantFindOfficerSteps(
  meetingPoint: string | null,
  meetingTime: Date,
  timeZone: string,
): readonly string[] {
  const at = formatInZone(meetingTime, timeZone, 'HH:mm');
  return [
    meetingPoint
      ? `Go to the meeting point and stay there: your officer comes to you. ${meetingPoint}`
      : 'Go to the arrivals or departures hall of your terminal and stay there: your officer calls you to say where to meet.',
    'Look for the FastTrack lanyard. Your officer shows you their photo ID first; never give your meeting code to anyone who asks for it.',
    `Your officer’s name and photo appear on this page ${OFFICER_CARD_LEAD_MINUTES} minutes before your meeting time (${at}); from then you can write to them in the chat.`,
    `No officer at ${at}? Call us on ${SUPPORT_CONTACT.phoneDisplay}: we find your officer for you.`,
  ];
}

/** Why the traveller's chat box waits (issue 37): nobody is there to read it yet. */
export function chatNotYetMessage(meetingTime: Date, timeZone: string): string {
  return `You can write to your officer once they are assigned to you: their name and photo appear on this page ${OFFICER_CARD_LEAD_MINUTES} minutes before your meeting time (${formatInZone(meetingTime, timeZone, 'HH:mm')}). Until then, call us on ${SUPPORT_CONTACT.phoneDisplay}.`;
}

/** The meeting of a booking that will not take place (issue 37): what was planned, said as past. */
export function noMeetingText(
  status: 'cancelled' | 'expired',
  planned: { meetingTime: Date; meetingPoint: string | null; timeZone: string },
): string {
  const { meetingTime, meetingPoint, timeZone } = planned;
  const said = `It was planned for ${formatInZone(meetingTime, timeZone, 'EEE d MMM, HH:mm')}${meetingPoint ? ` at: ${meetingPoint}` : ''}.`;
  return `No meeting: this booking ${status === 'cancelled' ? 'was cancelled' : 'expired before it was paid'}. ${said}`;
}
