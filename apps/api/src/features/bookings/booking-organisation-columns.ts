/**
 * A booking made for an organisation (issue 39 item 2; ADR 363): the caller is the arranger who
 * books (`user_id`), the request's lead passenger fields name the passenger from its list, and
 * these fields are stored beside them.
 */
export interface BookingOrganisation {
  organisationId: string;
  /** The entry of the organisation's passenger list. */
  organisationPassengerId: string;
  /** The passenger's own account when they are a member, else null. */
  passengerUserId: string | null;
  costCentre: string | null;
  poReference: string | null;
  /** The organisation's API key that books (issue 40 item 1), stored as `api_key_id`; else absent. */
  apiKeyId?: string | null;
}

/** The organisation columns of a new booking (all null for a traveller's own). */
export const organisationColumns = (org: BookingOrganisation | undefined) => ({
  organisationId: org?.organisationId ?? null,
  organisationPassengerId: org?.organisationPassengerId ?? null,
  passengerUserId: org?.passengerUserId ?? null,
  costCentre: org?.costCentre ?? null,
  poReference: org?.poReference ?? null,
  apiKeyId: org?.apiKeyId ?? null,
});
