/**
 * The service as it happens (issue 17): milestones, the meeting-code check, live stream tickets
 * and events, the masked chat and the rating. Pure rules live here so the API and the web app
 * agree on them.
 */
import { z } from 'zod';

const UuidParam = z.uuid({ error: 'Not a valid id' });

/** Every milestone; `baggage` is arrival only, `check_in_security` departure only (issue 17 §3). The order of a service is `milestonePath`. */
export const MILESTONES = [
  'checked_in',
  'met',
  'immigration',
  'baggage',
  'check_in_security',
  'completed',
  'no_show',
] as const;
export type Milestone = (typeof MILESTONES)[number];
export const MilestoneSchema = z.enum(MILESTONES, { error: 'Not a known milestone' });

export const MILESTONE_LABELS: Record<Milestone, string> = {
  checked_in: 'Officer checked in at the meeting point',
  met: 'Met: code verified',
  immigration: 'Immigration',
  baggage: 'Baggage',
  check_in_security: 'Check-in and security',
  completed: 'Completed',
  no_show: 'No-show',
};

/** Minutes after the meeting time before the officer may record a no-show (issue 17 §3). */
export const NO_SHOW_AFTER_MINUTES = { arrival: 60, departure: 30 } as const;
/** Wrong meeting-code entries that lock the code (issue 17 §2). */
export const MEETING_CODE_MAX_FAILURES = 5;
/** The officer card is shown this long before the meeting time, or from check-in (issue 17 §1). */
export const OFFICER_CARD_LEAD_MINUTES = 30;
/** The chat stays open this long after completion (issue 17 §5). */
export const CHAT_OPEN_AFTER_COMPLETION_MINUTES = 120;
export const CHAT_MAX_LENGTH = 1000;
/** A rating is accepted this long after completion (issue 17 §6). */
export const RATING_WINDOW_DAYS = 14;

/**
 * The happy path of a service type, in order. A departure at LOS goes through check-in and
 * security before immigration (issue 26 §1).
 */
export function milestonePath(serviceType: 'arrival' | 'departure'): Milestone[] {
  return serviceType === 'arrival'
    ? ['checked_in', 'met', 'immigration', 'baggage', 'completed']
    : ['checked_in', 'met', 'check_in_security', 'immigration', 'completed'];
}

/**
 * The milestone the officer may record next, given those already reached: null once completed
 * or no-show. `met` is only reached through the meeting code.
 */
export function nextMilestone(serviceType: 'arrival' | 'departure', reached: readonly Milestone[]): Milestone | null {
  if (reached.includes('completed') || reached.includes('no_show')) return null;
  return milestonePath(serviceType).find((m) => !reached.includes(m)) ?? null;
}

/** The earliest instant a no-show may be recorded. */
export function noShowAllowedFrom(serviceType: 'arrival' | 'departure', meetingTime: Date): Date {
  return new Date(meetingTime.getTime() + NO_SHOW_AFTER_MINUTES[serviceType] * 60_000);
}

/**
 * `clientId`: a UUID the officer's device made at the entry (issue 36 item 4). An entry queued
 * offline is sent again when the connection returns; the server decides it once.
 */
export const VerifyMeetingCodeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{4}$/, { error: 'Enter the 4-digit code the traveller tells you' }),
  clientId: z.uuid().optional(),
});
/**
 * `clientId`: a UUID the officer's device made at the tap (issue 28 item 5). A tap queued offline
 * is sent again when the connection returns; the same id is recorded once and a replay gets the
 * progress back instead of a second step.
 */
export const RecordMilestoneRequestSchema = z.strictObject({
  milestone: MilestoneSchema,
  clientId: z.uuid().optional(),
});

export const ReachedMilestoneSchema = z.object({ milestone: MilestoneSchema, at: z.iso.datetime({ offset: true }) });
export type ReachedMilestone = z.infer<typeof ReachedMilestoneSchema>;

/** Progress of one service, for the officer, the dispatcher and the traveller. */
export const ServiceProgressSchema = z.object({
  bookingId: z.uuid(),
  milestones: z.array(ReachedMilestoneSchema),
  next: MilestoneSchema.nullable(),
  codeLocked: z.boolean(),
  codeTriesLeft: z.number().int(),
  noShowFrom: z.iso.datetime({ offset: true }),
  /** The earliest instant the officer may check in (meeting time − the check-in window, issue 26 §1). */
  checkInFrom: z.iso.datetime({ offset: true }),
});
export type ServiceProgress = z.infer<typeof ServiceProgressSchema>;

/** The officer card the traveller sees (issue 17 §1). */
export const TravellerOfficerSchema = z.object({
  name: z.string(),
  badgeNumber: z.string(),
  languages: z.array(z.string()),
  /** `/api/bookings/:id/officer-photo` when the officer has a photo. */
  photoUrl: z.string().nullable(),
});
export type TravellerOfficer = z.infer<typeof TravellerOfficerSchema>;

/** `GET /api/bookings/:id/live`: what the traveller's booking page shows about the service. */
export const TravellerLiveSchema = z.object({
  milestones: z.array(ReachedMilestoneSchema),
  /** null until 30 min before the meeting time or check-in, whichever comes first. */
  officer: TravellerOfficerSchema.nullable(),
  /** Set once the code matched: "Verified: you are with Officer {name}". */
  verifiedOfficerName: z.string().nullable(),
  chatOpen: z.boolean(),
  unreadMessages: z.number().int(),
  rating: z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable(),
  canRate: z.boolean(),
});
export type TravellerLive = z.infer<typeof TravellerLiveSchema>;

/** `POST /api/live/tickets`: one booking (owner, assigned officer, dispatcher) or the whole board (dispatcher). */
export const LiveTicketRequestSchema = z.union([
  z.strictObject({ bookingId: UuidParam }),
  z.strictObject({ scope: z.enum(['board', 'officer']) }),
]);
export const LiveTicketSchema = z.object({ ticket: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export const LiveStreamQuerySchema = z.strictObject({
  ticket: z.string().min(1).max(2000),
  /** Same as the `Last-Event-ID` header, for a client that reopens the stream with a new ticket. */
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'Not an event id' })
    .optional(),
});

/**
 * The types of live event (the stream's `event:` field), which the API writes and a live page
 * listens for: milestones, assignment changes, chat, the meeting code locked and unlocked, a
 * rating, a flight change or move, a cancellation (issue 26 §2), a refund the provider
 * completed, so the board and the booking page show Refunded without a reload, and an add-on
 * line confirmed, declined or marked by the officer (issue 41 item 4).
 */
export const LIVE_EVENT_TYPES = [
  'milestone',
  'assignment',
  'chat',
  'code_locked',
  'code_unlocked',
  'rating',
  'flight',
  'cancelled',
  'refunded',
  'extra',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One event on the stream (`data:` is this JSON; `id:` the event id; `event:` the type). */
export const LiveEventSchema = z.object({
  id: z.number().int(),
  bookingId: z.uuid(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  senderRole: z.string(),
  senderName: z.string(),
  body: z.string(),
  mine: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatMessagesSchema = z.object({ messages: z.array(ChatMessageSchema), open: z.boolean() });
export const SendChatMessageRequestSchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write a message' })
    .max(CHAT_MAX_LENGTH, { error: `At most ${CHAT_MAX_LENGTH} characters` }),
});
/** `POST /api/bookings/:id/chat`: the message as it was stored (contact details masked). */
export const SendChatMessageResultSchema = z.object({ message: ChatMessageSchema });
export type SendChatMessageResult = z.infer<typeof SendChatMessageResultSchema>;

/** `GET /api/live/unread`: unread chat messages per booking of the signed-in traveller (the booking cards). */
export const UnreadChatCountsSchema = z.object({
  bookings: z.array(z.object({ bookingId: z.uuid(), unread: z.number().int() })),
});
export type UnreadChatCounts = z.infer<typeof UnreadChatCountsSchema>;

/** Shown in place of a phone number or e-mail address typed into a chat message. */
export const CHAT_MASK_NOTICE = '[contact details removed: please keep to this chat]';

/**
 * Shown under the chat box, before sending, while the message looks like it holds a phone number
 * or an e-mail address (issue 26 item 5): the sender learns it will be masked before it is.
 */
export const CHAT_CONTACT_WARNING = `Phone numbers and e-mail addresses are not passed on in this chat: they arrive as "${CHAT_MASK_NOTICE}".`;

const LOOKS_LIKE_EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
/** Six or more digits, with spaces, dots, dashes or brackets between them and an optional plus. */
const LOOKS_LIKE_PHONE = /\+?\d(?:[\s().-]*\d){5,}/;

/**
 * True when `text` may hold a phone number or e-mail address, for the warning only. Lighter and
 * broader than the server's masking (libphonenumber-js, Nigeria as default region:
 * apps/api features/live/chat-mask.ts), so every number the server masks is warned about first
 * while the chat stays free of the phone metadata (about 28 KB gzip).
 */
export function mayHoldContactDetails(text: string): boolean {
  return LOOKS_LIKE_EMAIL.test(text) || LOOKS_LIKE_PHONE.test(text);
}

export const RateServiceRequestSchema = z.strictObject({
  score: z.number().int().min(1, { error: 'Choose 1 to 5 stars' }).max(5, { error: 'Choose 1 to 5 stars' }),
  comment: z.string().trim().max(1000, { error: 'At most 1000 characters' }).optional(),
});

/** `GET /api/ops/ratings`: each officer's average and the ratings of 3 or less. */
const RatingRowSchema = z.object({
  bookingId: z.uuid(),
  bookingReference: z.string(),
  officerName: z.string().nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const OfficerRatingsSchema = z.object({
  officers: z.array(z.object({ officerId: z.uuid(), name: z.string(), average: z.number(), count: z.number().int() })),
  flagged: z.array(RatingRowSchema),
  /** The latest ratings that came with a comment, whatever their score (issue 26 §6). */
  comments: z.array(RatingRowSchema),
});
export type OfficerRatings = z.infer<typeof OfficerRatingsSchema>;
