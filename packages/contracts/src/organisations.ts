/**
 * Travel agencies and company travel desks (issue 39 item 1): organisations, their members'
 * roles and their passengers. Request and response schemas of `/api/organisations…` and
 * `/api/ops/organisations…` live here.
 */

import { z } from 'zod';
import { EmailSchema } from './auth';
import { ContactPhoneSchema, LeadPassengerNameSchema } from './contact-schemas';

/** A travel agency earns commission (issue 39 item 4); a company does not. */
export const ORGANISATION_KINDS = ['travel_agency', 'company'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** applied -> approved (an admin) <-> suspended (an admin). */
export const ORGANISATION_STATUSES = ['applied', 'approved', 'suspended'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/**
 * owner and admin: members and settings; arranger: books for anyone in the organisation and sees
 * all its bookings; finance: invoices and statement; traveller: sees what was booked for them.
 */
export const ORGANISATION_ROLES = ['owner', 'admin', 'arranger', 'finance', 'traveller'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/**
 * The roles that may act for the organisation in each area (issue 39 item 1): the API's checks
 * (features/organisations/membership.ts) and the screens' tabs read this one list.
 */
export const ORGANISATION_ABILITIES = {
  /** Members, invitations, settings. */
  manage: ['owner', 'admin'],
  /** Book for anyone in the organisation; see all its bookings and passengers. */
  book: ['owner', 'admin', 'arranger'],
  /** Invoices, the statement, the ledger. */
  finance: ['owner', 'admin', 'finance'],
  /** See the organisation at all (its name, your role, what was booked for you). */
  view: ['owner', 'admin', 'arranger', 'finance', 'traveller'],
} as const satisfies Record<string, readonly OrganisationRole[]>;
export type OrganisationAbility = keyof typeof ORGANISATION_ABILITIES;

/** `card`: each booking paid by card as today; `invoice`: on account, billed monthly (item 3). */
export const PAYMENT_TERMS = ['card', 'invoice'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** An invitation's signed link works this long (issue 39 item 1). */
export const INVITATION_VALID_DAYS = 7;

/** Most rows one CSV import takes (invitations or passengers); a longer file is refused whole. */
export const ORGANISATION_IMPORT_MAX_ROWS = 200;

/** The §8 field and error messages of organisations, one copy for the API and the screens. */
export const OrganisationMessages = {
  tinInvalid: 'Enter the tax identification number: 8 to 14 digits, with at most one hyphen (e.g. 12345678-0001)',
  legalNameRequired: 'Enter the legal name as registered',
  addressRequired: 'Enter the billing address',
  applied: 'Application received: we will e-mail you when it is approved',
  notFound: 'Organisation not found',
  lastOwner: 'An organisation keeps at least one owner: make someone else owner first',
  onlyOwnerMakesOwner: 'Only an owner can make someone an owner',
  alreadyMember: 'This person is already a member of the organisation',
  invitationNotFound: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired: ask for a new one',
  invitationRevoked: 'This invitation was withdrawn: ask for a new one',
  invitationUsed: 'This invitation has already been accepted',
  invitationOtherEmail: 'This invitation was sent to another e-mail address: sign in with that address to accept it',
  commissionAgenciesOnly: 'Only a travel agency earns commission: set 0 for a company',
  csvHeader: (expected: string) => `The first row must be the header "${expected}"`,
  csvTooLong: (max: number) => `At most ${max} rows per file`,
  noChange: 'Nothing to change',
} as const;

/**
 * A Nigerian tax identification number as applicants write it (issue 39 item 1), the rule chosen
 * here: 8 to 14 digits with at most one hyphen between them. It takes the FIRS form
 * "12345678-0001", the JTB's 10-digit TIN and the 13-14 digit forms; spaces are removed.
 */
export const TinSchema = z
  .string({ error: OrganisationMessages.tinInvalid })
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^\d+(-\d+)?$/.test(v) && v.replace('-', '').length >= 8 && v.replace('-', '').length <= 14, {
    error: OrganisationMessages.tinInvalid,
  });

/** An e-mail compared without case: stored lower-cased. */
const LowerEmailSchema = EmailSchema.transform((v) => v.toLowerCase());

const BillingAddressSchema = z
  .string({ error: OrganisationMessages.addressRequired })
  .trim()
  .min(5, { error: OrganisationMessages.addressRequired })
  .max(500);

/** `POST /api/organisations`: a signed-in person applies; they become its owner. */
export const OrganisationApplicationSchema = z.strictObject({
  kind: z.enum(ORGANISATION_KINDS),
  legalName: z
    .string({ error: OrganisationMessages.legalNameRequired })
    .trim()
    .min(2, { error: OrganisationMessages.legalNameRequired })
    .max(200),
  tin: TinSchema,
  vatRegistered: z.boolean(),
  billingEmail: LowerEmailSchema,
  billingAddress: BillingAddressSchema,
});
export type OrganisationApplication = z.infer<typeof OrganisationApplicationSchema>;

/** One organisation of the caller's, for the header's switcher. */
export const OrganisationSummarySchema = z.object({
  id: z.string().uuid(),
  legalName: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  status: z.enum(ORGANISATION_STATUSES),
  role: z.enum(ORGANISATION_ROLES),
});
export type OrganisationSummary = z.infer<typeof OrganisationSummarySchema>;

/** The admin's payment terms (issue 39 item 3-4). Naira kobo; days 1-120 (default 30); bps 0-5000. */
export const OrganisationTermsSchema = z.strictObject({
  paymentTerms: z.enum(PAYMENT_TERMS),
  creditLimitNgnKobo: z.number().int().min(0).max(100_000_000_000),
  paymentDays: z.number().int().min(1).max(120).default(30),
  commissionBps: z.number().int().min(0).max(5000).default(0),
});
export type OrganisationTerms = z.infer<typeof OrganisationTermsSchema>;
export type OrganisationTermsInput = z.input<typeof OrganisationTermsSchema>;

/** The organisation as a member sees it: terms read-only, settings editable by owner and admin. */
export const OrganisationSchema = OrganisationSummarySchema.extend({
  tin: z.string(),
  vatRegistered: z.boolean(),
  billingEmail: z.string(),
  billingAddress: z.string(),
  terms: z.object({
    paymentTerms: z.enum(PAYMENT_TERMS),
    creditLimitNgnKobo: z.number().int(),
    paymentDays: z.number().int(),
    commissionBps: z.number().int(),
  }),
  requiresCostCentre: z.boolean(),
  requiresPoReference: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/** `PATCH /api/organisations/:organisationId` (owner, admin): any of these, at least one. */
export const OrganisationSettingsUpdateSchema = z
  .strictObject({
    billingEmail: LowerEmailSchema.optional(),
    billingAddress: BillingAddressSchema.optional(),
    requiresCostCentre: z.boolean().optional(),
    requiresPoReference: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: OrganisationMessages.noChange });
export type OrganisationSettingsUpdate = z.infer<typeof OrganisationSettingsUpdateSchema>;

/**
 * Path ids of organisation routes. Not checked as UUIDs here: a malformed id answers 404 as an
 * unknown one does (architecture "Tenancy"), never 400, so no id says more than another.
 */
const PathId = z.string().min(1).max(64);
export const OrganisationParamsSchema = z.object({ organisationId: PathId });
export const OrganisationMemberParamsSchema = OrganisationParamsSchema.extend({ userId: PathId });
export const OrganisationInvitationParamsSchema = OrganisationParamsSchema.extend({ invitationId: PathId });
export const OrganisationPassengerParamsSchema = OrganisationParamsSchema.extend({ passengerId: PathId });
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(512) });

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

/** `GET /api/ops/organisations?status=`: applications first, then by newest. */
export const OpsOrganisationListQuerySchema = z.object({ status: z.enum(ORGANISATION_STATUSES).optional() });

/** The admin's view of one organisation. */
export const OpsOrganisationSchema = OrganisationSchema.omit({ role: true }).extend({
  memberCount: z.number().int(),
  owners: z.array(z.object({ userId: z.string().uuid(), name: z.string(), email: z.string() })),
});
export type OpsOrganisation = z.infer<typeof OpsOrganisationSchema>;

export const SuspendOrganisationSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
