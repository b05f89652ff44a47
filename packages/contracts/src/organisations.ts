/**
 * Travel agencies and company travel desks (issue 39 item 1): organisations, the roles of their
 * members, their application, terms and settings. Request and response schemas of
 * `/api/organisations…` and `/api/ops/organisations…` live here; members, invitations and
 * passengers are organisation-people.ts.
 */

import { z } from 'zod';
import { EmailSchema } from './person-fields';

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
export const LowerEmailSchema = EmailSchema.transform((v) => v.toLowerCase());

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

/** `GET /api/ops/organisations?status=`: applications first, then by newest. */
export const OpsOrganisationListQuerySchema = z.object({ status: z.enum(ORGANISATION_STATUSES).optional() });

/** The admin's view of one organisation. */
export const OpsOrganisationSchema = OrganisationSchema.omit({ role: true }).extend({
  memberCount: z.number().int(),
  owners: z.array(z.object({ userId: z.string().uuid(), name: z.string(), email: z.string() })),
});
export type OpsOrganisation = z.infer<typeof OpsOrganisationSchema>;

export const SuspendOrganisationSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
