/**
 * Travel agencies and company travel desks (issue 39 item 1): organisations, their members'
 * roles and their passengers. Request and response schemas of `/api/organisations…` and
 * `/api/ops/organisations…` live here.
 */

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

/** `card`: each booking paid by card as today; `invoice`: on account, billed monthly (item 3). */
export const PAYMENT_TERMS = ['card', 'invoice'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** An invitation's signed link works this long (issue 39 item 1). */
export const INVITATION_VALID_DAYS = 7;
