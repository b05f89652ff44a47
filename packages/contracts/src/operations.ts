/**
 * The staff side (issue 15): availability of a service for a flight, staff accounts, officers,
 * shifts, meeting points and the audit trail (the day board, assignments and the officer's own
 * services are in ops-board.ts). Routes: `/api/bookings/availability` (any signed-in user), `/api/ops/...` (dispatcher,
 * admin; `/api/ops/staff` and audit admin only), `/api/officer/...` (officer).
 * A customer gets 404 on every staff route; an officer 403 on dispatcher and admin routes.
 */
import { z } from 'zod';
import { EmailSchema, FirstNameSchema, LastNameSchema, PhoneSchema } from './auth';
import { STAFF_ROLES } from './constants';
import { ServiceTypeSchema } from './flights';
import { InstantSchema, IsoDateSchema, UuidParam } from './staff-fields';

/** Terminals at LOS (facts file): international, domestic, and MMA2 (United Nigeria). */
export const TERMINALS = ['International', 'Domestic', 'MMA2'] as const;
export const TerminalSchema = z.enum(TERMINALS);
export type Terminal = z.infer<typeof TerminalSchema>;

export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/* ---------- availability (issue 15 §1, §4) ---------- */

export const AvailabilityQuerySchema = z.strictObject({
  flightBookingReference: z.string().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: z.coerce.number().int().min(1).max(10),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/** Why a service cannot be booked: no fit, too soon (minimum notice), or no officer free. */
export const UNAVAILABLE_REASONS = ['NOT_BOOKABLE', 'TOO_SOON', 'FULLY_BOOKED'] as const;

/** `data` of `GET /api/bookings/availability`: the plan, and whether it can be booked now. */
export const ServiceAvailabilitySchema = z.object({
  serviceType: ServiceTypeSchema,
  /** ISO 8601 instants (show in Africa/Lagos with "WAT"). */
  meetingTime: z.string(),
  meetingPoint: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  officersNeeded: z.number().int(),
  available: z.boolean(),
  /** Stable code when unavailable, else null. */
  unavailableCode: z.enum(UNAVAILABLE_REASONS).nullable(),
  /** The sentence the dialog shows as it is (the same words as the API's 409/422), else null. */
  unavailableMessage: z.string().nullable(),
});
export type ServiceAvailability = z.infer<typeof ServiceAvailabilitySchema>;

/* ---------- staff accounts (issue 15 §2) ---------- */

/** Why an admin's own account offers no Deactivate, and why the API refuses it (409). */
export const SELF_DEACTIVATION_MESSAGE = 'You cannot deactivate your own account; another admin can.';

export const StaffAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const CreateStaffAccountRequestSchema = z.strictObject({
  role: StaffRoleSchema,
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
});
export type CreateStaffAccountRequest = z.infer<typeof CreateStaffAccountRequestSchema>;

/** The new account and its one-time password, shown once to the admin who made it. */
export const CreatedStaffAccountSchema = z.object({ account: StaffAccountSchema, oneTimePassword: z.string() });

/* ---------- officers (issue 15 §3) ---------- */

const LanguagesSchema = z.array(z.string().trim().min(2).max(30)).min(1).max(10);
const TerminalsSchema = z.array(TerminalSchema).min(1).max(TERMINALS.length);
const BadgeNumberSchema = z.string().trim().min(3).max(30);

export const OfficerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  badgeNumber: z.string(),
  languages: z.array(z.string()),
  terminals: z.array(TerminalSchema),
  active: z.boolean(),
  /** `/api/ops/officers/:id/photo` when a photo is set, else null. */
  photoUrl: z.string().nullable(),
});
export type Officer = z.infer<typeof OfficerSchema>;

export const CreateOfficerRequestSchema = z.strictObject({
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  badgeNumber: BadgeNumberSchema,
  languages: LanguagesSchema,
  terminals: TerminalsSchema,
});
export const CreatedOfficerSchema = z.object({ officer: OfficerSchema, oneTimePassword: z.string() });

export const UpdateOfficerRequestSchema = z
  .strictObject({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    phone: PhoneSchema,
    badgeNumber: BadgeNumberSchema,
    languages: LanguagesSchema,
    terminals: TerminalsSchema,
    active: z.boolean(),
  })
  .partial();

export const IdParamsSchema = z.strictObject({ id: UuidParam });

/* ---------- shifts (issue 15 §3) ---------- */

export const ShiftSchema = z.object({
  id: z.uuid(),
  officerId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Shift = z.infer<typeof ShiftSchema>;

/** `GET /api/ops/shifts?from=&to=`: Lagos dates, inclusive, at most 31 days. */
export const ListShiftsQuerySchema = z.strictObject({
  from: IsoDateSchema,
  to: IsoDateSchema,
  officerId: UuidParam.optional(),
});
export const CreateShiftRequestSchema = z.strictObject({
  officerId: UuidParam,
  startsAt: InstantSchema,
  endsAt: InstantSchema,
});
export const UpdateShiftRequestSchema = z.strictObject({ startsAt: InstantSchema, endsAt: InstantSchema });

/* ---------- meeting points (issue 15 §1) ---------- */

/**
 * The meeting point in a few words, as texts say it ("at the aircraft door"; issue 36 item 6):
 * a text names the place in this wording and the terminal, and links to the full description.
 */
export const MEETING_POINT_SHORT_LABEL_MAX = 40;
export const MeetingPointShortLabelSchema = z
  .string()
  .trim()
  .min(3, { error: 'Give the place in a few words (3 to 40 characters)' })
  .max(MEETING_POINT_SHORT_LABEL_MAX, { error: 'Give the place in a few words (3 to 40 characters)' });

/** The short wording of the seeded meeting points, and of a point saved without one. */
export const DEFAULT_MEETING_POINT_SHORT_LABELS = {
  arrival: 'at the aircraft door',
  departure: 'by the information desk, departure hall',
} as const;

export const MeetingPointSchema = z.object({
  terminal: TerminalSchema,
  serviceType: ServiceTypeSchema,
  description: z.string(),
  shortLabel: z.string(),
});
export const MeetingPointParamsSchema = z.strictObject({ terminal: TerminalSchema, serviceType: ServiceTypeSchema });
/** `shortLabel` left out keeps the one saved (or the default of a new point). */
export const UpdateMeetingPointRequestSchema = z.strictObject({
  description: z.string().trim().min(10).max(500),
  shortLabel: MeetingPointShortLabelSchema.optional(),
});

/* ---------- audit (issue 15 §7) ---------- */

export const AuditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), role: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
