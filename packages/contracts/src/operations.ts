/**
 * The staff side (issue 15): staff accounts, officers, shifts, meeting points and the audit trail
 * (the day board, assignments and the officer's own services are in ops-board.ts; a service's
 * availability for a flight, which travellers ask for, in availability.ts). Routes:
 * `/api/ops/...` (dispatcher, admin; `/api/ops/staff` and audit admin only), `/api/officer/...` (officer).
 * A customer gets 404 on every staff route; an officer 403 on dispatcher and admin routes.
 */
import { z } from 'zod';
import { TerminalNameSchema } from './airports';
import { PhoneSchema } from './auth';
import { STAFF_ROLES } from './constants';
import { IataCodeSchema, ServiceTypeSchema } from './flights';
import { EmailSchema, FirstNameSchema, LastNameSchema } from './person-fields';
import { InstantSchema, IsoDateSchema, UuidParam } from './staff-fields';

export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Why an officer account without an airport is refused (issue 41 item 1). */
export const OFFICER_AIRPORT_MESSAGE = 'Choose the airport the officer works at.';
/**
 * The served airport an officer works at, by IATA code (issue 41 item 1). Whether it is served,
 * and whether the officer's terminals are its terminals, is the server's check: airports are rows.
 */
const OfficerAirportSchema = IataCodeSchema;

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
  /** An officer's airport (IATA code); null for dispatchers and admins (issue 41 item 1). */
  airportIata: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** An officer account needs `airportIata`, the served airport it works at; other roles leave it out. */
export const CreateStaffAccountRequestSchema = z
  .strictObject({
    role: StaffRoleSchema,
    email: EmailSchema,
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    phone: PhoneSchema,
    airportIata: OfficerAirportSchema.optional(),
  })
  .refine((r) => r.role !== 'officer' || r.airportIata !== undefined, {
    error: OFFICER_AIRPORT_MESSAGE,
    path: ['airportIata'],
  });
export type CreateStaffAccountRequest = z.infer<typeof CreateStaffAccountRequestSchema>;

/** The new account and its one-time password, shown once to the admin who made it. */
export const CreatedStaffAccountSchema = z.object({ account: StaffAccountSchema, oneTimePassword: z.string() });

/* ---------- officers (issue 15 §3) ---------- */

const LanguagesSchema = z.array(z.string().trim().min(2).max(30)).min(1).max(10);
/** The terminals served, by name: at least one, each a terminal of the officer's airport (server check). */
const TerminalsSchema = z
  .array(TerminalNameSchema)
  .min(1, { error: 'Choose at least one terminal' })
  .max(20)
  .refine((names) => new Set(names).size === names.length, { error: 'Give each terminal once' });
const BadgeNumberSchema = z.string().trim().min(3).max(30);

export const OfficerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  badgeNumber: z.string(),
  languages: z.array(z.string()),
  /** The served airport the officer works at, e.g. LOS (issue 41 item 1). */
  airportIata: z.string(),
  /** That airport's IANA zone: the officer's shifts are entered and shown on its clock (issue 41 item 2). */
  airportTimeZone: z.string(),
  /** Names of the terminals of that airport the officer works in. */
  terminals: z.array(z.string()),
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
  airportIata: OfficerAirportSchema,
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
    /** Moving the officer to another airport: the terminals (given or kept) must be that airport's. */
    airportIata: OfficerAirportSchema,
    terminals: TerminalsSchema,
    active: z.boolean(),
  })
  .partial();

/** `GET /api/ops/officers?airport=`: the officers of one served airport when given. */
export const ListOfficersQuerySchema = z.strictObject({ airport: OfficerAirportSchema.optional() });

export const IdParamsSchema = z.strictObject({ id: UuidParam });

/* ---------- shifts (issue 15 §3) ---------- */

export const ShiftSchema = z.object({
  id: z.uuid(),
  officerId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Shift = z.infer<typeof ShiftSchema>;

/**
 * `GET /api/ops/shifts?from=&to=`: dates, inclusive, at most 31 days, on the clock of the
 * officer's airport (of `airport`; the business's clock when neither is given).
 */
export const ListShiftsQuerySchema = z.strictObject({
  from: IsoDateSchema,
  to: IsoDateSchema,
  officerId: UuidParam.optional(),
  /** The shifts of the officers of this served airport (IATA code) only. */
  airport: OfficerAirportSchema.optional(),
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

/** A meeting point of one served airport's terminal (issue 41 item 1: per airport and terminal). */
export const MeetingPointSchema = z.object({
  /** IATA code of the served airport, e.g. LOS. */
  airportIata: z.string().length(3),
  /** Name of one of that airport's terminals. */
  terminal: z.string(),
  serviceType: ServiceTypeSchema,
  description: z.string(),
  shortLabel: z.string(),
});
export type MeetingPoint = z.infer<typeof MeetingPointSchema>;
/** `GET /api/ops/meeting-points?airport=ENU`: one airport's, or every airport's when left out. */
export const MeetingPointsQuerySchema = z.strictObject({ airport: IataCodeSchema.optional() });
/** `PUT /api/ops/airports/:iata/meeting-points/:terminal/:serviceType`. */
export const MeetingPointParamsSchema = z.strictObject({
  iata: IataCodeSchema,
  terminal: TerminalNameSchema,
  serviceType: ServiceTypeSchema,
});
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
