/**
 * The service plan of a booking (issue 15 §1; supersedes ADR 030 where they differ, see ADR
 * 110): when the officer meets the traveller, how long the officer is busy, and how much notice
 * a booking needs. Pure functions over instants; the API, the web app and the e-mails all call
 * these, and no copy of the numbers lives anywhere else.
 */
import { SERVICE_TYPE_LABELS } from './constants';
import { SUPPORT_CONTACT } from './contact';
import { formatLagos } from './dates';
import type { ServiceType } from './flights';
import { OFFICER_CARD_LEAD_MINUTES } from './live';
import { formatInZone } from './zone-time';

/** Every number of the plan, in minutes, in one place. */
export const SERVICE_PLAN_MINUTES = {
  /** Departure: the officer meets an international traveller this long before departure. */
  departureLeadInternational: 180,
  /** Departure: the officer meets a domestic traveller this long before departure. */
  departureLeadDomestic: 120,
  /** The officer is busy from this long before the meeting time (arrival: at the aircraft door). */
  windowBeforeMeeting: 15,
  /** Arrival: the officer is busy until this long after landing (immigration, baggage). */
  arrivalWindowAfterMeeting: 90,
  /** Departure: the officer is free again this long before departure (boarding). */
  departureWindowEndsBeforeDeparture: 30,
} as const;

/**
 * A service whose meeting time is less than this many minutes away cannot be booked (issue 15
 * §1): the default of a served airport's own minimum notice (issue 41 item 1).
 */
export const MIN_NOTICE_MINUTES = 180;
/** An unpaid booking holds its officers this long before it expires (issue 15 §5; a setting, default). */
export const BOOKING_HOLD_MINUTES = 30;
/** One officer escorts up to this many passengers (issue 15 §4). */
export const PASSENGERS_PER_OFFICER = 5;

const MINUTE_MS = 60_000;

/** What the plan needs of a flight: its two instants and whether both ends are in Nigeria. */
export interface PlanFlight {
  departureTime: Date;
  arrivalTime: Date;
  /** Both airports in Nigeria (departure lead is 2 h instead of 3 h). */
  domestic: boolean;
}

/** When the officer meets the traveller, and the window during which that officer is busy. */
export interface ServicePlan {
  meetingTime: Date;
  windowStart: Date;
  windowEnd: Date;
}

/** ISO 3166 country code of Nigeria, as the airports reference data stores it. */
export const HOME_COUNTRY = 'NG';

/** A route is domestic when both airports are in Nigeria. */
export function isDomesticRoute(departureCountry: string, arrivalCountry: string): boolean {
  return departureCountry === HOME_COUNTRY && arrivalCountry === HOME_COUNTRY;
}

/**
 * The plan for a flight and service type.
 * - Arrival: meeting time = scheduled landing; window = meeting − 15 min to meeting + 90 min.
 * - Departure: meeting time = departure − 3 h (international) or − 2 h (domestic);
 *   window = meeting − 15 min to departure − 30 min.
 */
export function servicePlan(flight: PlanFlight, serviceType: ServiceType): ServicePlan {
  const m = SERVICE_PLAN_MINUTES;
  if (serviceType === 'arrival') {
    const meetingTime = flight.arrivalTime;
    return {
      meetingTime,
      windowStart: addMinutes(meetingTime, -m.windowBeforeMeeting),
      windowEnd: addMinutes(meetingTime, m.arrivalWindowAfterMeeting),
    };
  }
  const lead = flight.domestic ? m.departureLeadDomestic : m.departureLeadInternational;
  const meetingTime = addMinutes(flight.departureTime, -lead);
  return {
    meetingTime,
    windowStart: addMinutes(meetingTime, -m.windowBeforeMeeting),
    windowEnd: addMinutes(flight.departureTime, -m.departureWindowEndsBeforeDeparture),
  };
}

/**
 * When a booked service is over at the latest: the end of its officer's window as booked
 * (`serviceWindowEnd`: the airport's arrival length and any extra waiting time, issue 41), else
 * the plan above (arrival: meeting time + 90 min; departure: departure − 30 min). Until then it
 * is the traveller's current service, also past its meeting time (issue 36 item 4: the installed
 * app opens on it while the traveller walks off the plane).
 * @param booking ISO 8601 instants, as a booking carries them.
 */
export function serviceEndsAt(booking: {
  serviceType: ServiceType;
  meetingTime: string;
  serviceWindowEnd?: string | undefined;
  flight: { departureTime: string };
}): Date {
  if (booking.serviceWindowEnd) return new Date(booking.serviceWindowEnd);
  const m = SERVICE_PLAN_MINUTES;
  return booking.serviceType === 'arrival'
    ? addMinutes(new Date(booking.meetingTime), m.arrivalWindowAfterMeeting)
    : addMinutes(new Date(booking.flight.departureTime), -m.departureWindowEndsBeforeDeparture);
}

/** Officers a booking needs: ceil(passengers / 5). Integer arithmetic only. */
export function officersNeeded(passengerCount: number): number {
  return Math.floor((passengerCount + PASSENGERS_PER_OFFICER - 1) / PASSENGERS_PER_OFFICER);
}

/** "3 hours", "1 hour", "90 minutes": a notice as the traveller reads it. */
export function noticeWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/**
 * Why a plan is too soon to book, as a sentence for the traveller (the dialog and the API's 422
 * say the same words); null when there is enough notice.
 * @param service.noticeMinutes the airport's minimum notice (issue 41 item 1); default MIN_NOTICE_MINUTES.
 */
export function noticeProblem(
  plan: ServicePlan,
  service: { serviceType: ServiceType; noticeMinutes?: number },
  now: Date,
): string | null {
  const { serviceType, noticeMinutes = MIN_NOTICE_MINUTES } = service;
  if (plan.meetingTime.getTime() - now.getTime() >= noticeMinutes * MINUTE_MS) return null;
  return `${SERVICE_TYPE_LABELS[serviceType]} must be booked at least ${noticeWords(noticeMinutes)} before the meeting time (${formatLagos(plan.meetingTime, 'EEE d MMM, HH:mm')} WAT). For a service sooner than that, call us on ${SUPPORT_CONTACT.phoneDisplay}.`;
}

/**
 * The sentence a full service window answers with (409 FULLY_BOOKED; the dialog shows it as is).
 * `officersFree` is how many officers the window still has, so the traveller learns how many
 * passengers can still be served (issue 26 §6): none, or up to `officersFree` ×
 * PASSENGERS_PER_OFFICER.
 */
export function fullyBookedMessage(serviceType: ServiceType, officersFree: number): string {
  const label = SERVICE_TYPE_LABELS[serviceType];
  if (officersFree <= 0) {
    return `No protocol officer is free for this ${label}. Choose another flight.`;
  }
  const passengers = officersFree * PASSENGERS_PER_OFFICER;
  return `This ${label} can still serve up to ${passengers} passengers. Choose ${passengers} or fewer, or another flight.`;
}

/** Why an unpaid booking whose hold ran out cannot be paid (issue 15 §5). */
export const HOLD_EXPIRED_MESSAGE =
  'This booking expired because it was not paid in time, and its protocol officer was released. Please book again.';

/** When an unpaid booking made at `createdAt` stops holding its officers. */
export function holdExpiresAt(createdAt: Date, holdMinutes: number = BOOKING_HOLD_MINUTES): Date {
  return addMinutes(createdAt, holdMinutes);
}

function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** A meeting closer than this gets "before your meeting time" instead of "within 24 hours". */
const TEAM_CONTACT_HOURS = 24;

/**
 * What happens after a booking is paid (spec §2 Success and Booking Confirmed banner, §9): the one
 * list the booking dialog, the dashboard banner and the confirmation e-mail all show. The team's
 * contact is "within 24 hours" only when the meeting is further away than that; a same-day
 * booking is told it comes before the meeting time (issue 26 §6), on its airport's clock (issue 41
 * item 2: `timeZone`). `booking` null: not known yet (the page is still loading the booking).
 */
export function nextSteps(
  booking: { meetingTime: Date | string; timeZone: string } | null,
  now: Date = new Date(),
): readonly string[] {
  const soon =
    booking !== null && new Date(booking.meetingTime).getTime() - now.getTime() < TEAM_CONTACT_HOURS * 60 * MINUTE_MS;
  return [
    'A confirmation e-mail is on its way and arrives within 5 minutes.',
    soon
      ? `Our team will contact you before your meeting time (${formatInZone(booking.meetingTime, booking.timeZone, 'HH:mm')}).`
      : `Our team will contact you within ${TEAM_CONTACT_HOURS} hours.`,
    'You will receive your service instructions before your flight.',
    `Your protocol officer’s name and photo appear on your booking page ${OFFICER_CARD_LEAD_MINUTES} minutes before the meeting time, and the officer meets you at the airport.`,
  ];
}

/* ---------- the one story about the meeting code (issue 26 item 4; ADR 260) ---------- */
/*
 * Told in the same words wherever the code or the meeting point is shown: the booking form and
 * its confirmation, the booking page, the e-mails, the PDF receipt, the calendar file and /terms.
 * The code exists to stop a fake "facilitator" in the queues (facts file, "Operating facts"): the
 * officer shows their photo ID first, the traveller then tells the code, and the officer never
 * asks for it first. Meeting-point texts (admin-edited, seeded in
 * apps/api/src/db/seed/meeting-points.ts) describe the place only; this story is shown next to
 * them, never written into them. Kept in this module, which the pages that show it already load,
 * so that it adds no file of its own to the landing page's list of lazy chunks.
 */

/** Traveller-facing: what happens with the code when the officer meets them. */
export const MEETING_CODE_STORY =
  'Your officer wears a FastTrack lanyard and shows you their photo ID first. Then you tell them your meeting code; they enter it, and your booking page shows that you are with the right person. Your officer never asks for the code: never give it to anyone who asks you for it.';

/** Traveller-facing: the code itself, followed by the story ("Your meeting code is 0427. Your officer…"). */
export function meetingCodeSentence(code: string): string {
  return `Your meeting code is ${code}. ${MEETING_CODE_STORY}`;
}

/** The heading of the code where the traveller reads it (booking page, confirmation e-mail). */
export const MEETING_CODE_LABEL = 'Your meeting code';

/**
 * Where a shared or synced document (the calendar file) sends the traveller for the code, which
 * it never carries itself (issue 37): the booking page, then the story.
 */
export function meetingCodeOnBookingPage(bookingUrl: string): string {
  return `Your meeting code is on your booking page: ${bookingUrl} ${MEETING_CODE_STORY}`;
}

/**
 * Officer-facing (the officer's service card): the same rule from the other side. The officer
 * view carries no traveller-facing copy (issue 26 item 4).
 */
export const OFFICER_MEETING_CODE_RULE =
  'Show the traveller your FastTrack photo ID first. The traveller then tells you their meeting code: never ask for it.';

/** The airport every meeting point is in, as meeting-point texts and calendar locations name it. */
export const LOS_AIRPORT_NAME = 'Murtala Muhammed International Airport, Lagos';
