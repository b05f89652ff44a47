/**
 * The people of an organisation (issue 39 items 1, 2): its members and their roles, invitations
 * (one, or a CSV file), and the passenger list its arrangers book for. Request and response
 * schemas of `/api/organisations/:organisationId/{members,invitations,passengers}…` and
 * `/api/invitations/:token…`.
 */
import { z } from 'zod';
import { ContactPhoneSchema, LeadPassengerNameSchema } from './contact-schemas';
import { LowerEmailSchema, ORGANISATION_KINDS, ORGANISATION_ROLES, OrganisationMessages } from './organisations';

export const OrganisationMemberSchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  joinedAt: z.string(),
});
export type OrganisationMember = z.infer<typeof OrganisationMemberSchema>;

export const MemberRoleUpdateSchema = z.strictObject({ role: z.enum(ORGANISATION_ROLES) });

/** `POST .../invitations` (owner, admin; only an owner invites an owner). */
export const InvitationRequestSchema = z.strictObject({
  email: LowerEmailSchema,
  role: z.enum(ORGANISATION_ROLES),
});
export type InvitationRequest = z.infer<typeof InvitationRequestSchema>;

/** A pending invitation as owners and admins list it. */
export const OrganisationInvitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type OrganisationInvitation = z.infer<typeof OrganisationInvitationSchema>;

/** A CSV file's text, as pasted or read by the browser (header row first). */
export const CsvImportRequestSchema = z.strictObject({ csv: z.string().min(1).max(200_000) });

/** One row of an invitation import: `row` counts data rows from 1 (the header is not counted). */
export const InvitationImportRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  outcome: z.enum(['invited', 'already_member', 'invalid']),
  reason: z.string().optional(),
});
export const InvitationImportResultSchema = z.object({
  invited: z.number().int(),
  rows: z.array(InvitationImportRowSchema),
});
export type InvitationImportResult = z.infer<typeof InvitationImportResultSchema>;

/** `GET /api/invitations/:token` (public): what the invitation is, without needing an account. */
export const InvitationPreviewSchema = z.object({
  organisationName: z.string(),
  organisationKind: z.enum(ORGANISATION_KINDS),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  expiresAt: z.string(),
  /** `open` may be accepted; the others answer accept with a §8 error. */
  state: z.enum(['open', 'expired', 'revoked', 'accepted']),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** A passenger of the organisation's list (issue 39 item 2). */
export const OrganisationPassengerSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  /** Their account when they are a member. */
  userId: z.string().uuid().nullable(),
});
export type OrganisationPassengerDto = z.infer<typeof OrganisationPassengerSchema>;

const OptionalEmailSchema = z
  .union([z.literal(''), z.null(), LowerEmailSchema])
  .transform((v) => (v === '' || v === null ? null : v));

/**
 * `POST .../passengers`: a guest by name as on the passport, phone (any notation, E.164 out) and
 * optional e-mail; or a member by `userId`, whose account gives what is not sent.
 */
export const OrganisationGuestSchema = z.strictObject({
  fullName: LeadPassengerNameSchema,
  phone: ContactPhoneSchema,
  email: OptionalEmailSchema.optional(),
});
export const PassengerRequestSchema = z.union([
  OrganisationGuestSchema,
  z.strictObject({
    userId: z.string().uuid(),
    fullName: LeadPassengerNameSchema.optional(),
    phone: ContactPhoneSchema.optional(),
    email: OptionalEmailSchema.optional(),
  }),
]);
export type PassengerRequest = z.infer<typeof PassengerRequestSchema>;

export const PassengerUpdateSchema = z
  .strictObject({
    fullName: LeadPassengerNameSchema.optional(),
    phone: ContactPhoneSchema.optional(),
    email: OptionalEmailSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: OrganisationMessages.noChange });
export type PassengerUpdate = z.infer<typeof PassengerUpdateSchema>;

export const PassengerListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const PassengerImportRowSchema = z.object({
  row: z.number().int(),
  fullName: z.string(),
  /** imported: a new entry; updated: the same name and phone were on the list (its e-mail updated). */
  outcome: z.enum(['imported', 'updated', 'invalid']),
  passengerId: z.string().uuid().optional(),
  reason: z.string().optional(),
});
export const PassengerImportResultSchema = z.object({
  /** imported + updated. */
  saved: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(PassengerImportRowSchema),
});
export type PassengerImportResult = z.infer<typeof PassengerImportResultSchema>;
