/**
 * The one story about the meeting code (issue 26 item 4), told in the same words wherever the
 * code or the meeting point is shown: the booking form and its confirmation, the booking page,
 * the e-mails, the PDF receipt and the calendar file. The code exists to stop a fake
 * "facilitator" in the queues (facts file, "Operating facts"): the officer shows their photo ID
 * first, the traveller then tells the code, and the officer never asks for it first.
 *
 * Plain strings only (no zod, no phone metadata): the landing page's first load may import it.
 * Meeting-point texts (admin-edited, seeded in apps/api/src/db/seed/meeting-points.ts) describe
 * the place only; this story is added next to them, never written into them (ADR 260).
 */

/** Traveller-facing: what happens with the code when the officer meets them. */
export const MEETING_CODE_STORY =
  'Your officer wears a FastTrack lanyard and shows you their photo ID first. Then you tell them your meeting code; they enter it, and your booking page shows that you are with the right person. Your officer never asks for the code: never give it to anyone who asks you for it.';

/** Traveller-facing: the code itself, followed by the story ("Your meeting code is 0427. Your officer…"). */
export function meetingCodeSentence(code: string): string {
  return `Your meeting code is ${code}. ${MEETING_CODE_STORY}`;
}

/**
 * Officer-facing (the officer's service card): the same rule from the other side. The officer
 * view carries no traveller-facing copy (issue 26 item 4).
 */
export const OFFICER_MEETING_CODE_RULE =
  'Show the traveller your FastTrack photo ID first. The traveller then tells you their meeting code: never ask for it.';

/** The airport every meeting point is in, as meeting-point texts and calendar locations name it. */
export const LOS_AIRPORT_NAME = 'Murtala Muhammed International Airport, Lagos';
