/**
 * Domain events (issue 38 item 2; ADR 360): what happened, recorded by the change itself in its
 * transaction, for the features that react to it. One typed list: each type names its aggregate
 * (the id an event carries) and the small payload of ids and changed fields it holds. Which
 * feature reacts to which type is the API's (`DOMAIN_EVENT_SUBSCRIPTIONS`, apps/api/src/lib/domain-events.ts).
 */
import type { CancellationRule } from './bookings';

/** Every domain event type and its payload. Payloads hold ids and changed fields, never personal data. */
export interface DomainEventPayloads {
  /** A traveller registered (auth). Aggregate: the user. */
  'account.registered': Record<string, never>;
  /** A password reset was asked for and allowed (auth). Aggregate: the user. */
  'account.password_reset_requested': Record<string, never>;
  /**
   * An officer was assigned to or released from a booking (operations). Aggregate: the booking.
   * `from` the officer released or null, `to` the officer assigned or null.
   */
  'booking.assignment_changed': { from: string | null; to: string | null; reason: string };
  /**
   * A booking was cancelled (bookings), under `rule` (contracts cancellationRule), its officers
   * released. Aggregate: the booking. `creditsReturned`: the loyalty credits applied to it come
   * back (it was not paid, or it is refunded in full; issue 27 §3). The status and refund are in
   * the change itself.
   */
  'booking.cancelled': {
    rule: CancellationRule;
    releasedOfficerIds: string[];
    creditsReturned: boolean;
    organisationId: string | null;
  };
  /**
   * A booking was made, pending payment or confirmed on account in the same request (bookings).
   * Aggregate: the booking. Partner-visible events carry `organisationId` (null for a traveller's
   * own booking) so the webhooks subscriber routes them without reading the booking (issue 40 item 3).
   */
  'booking.created': { organisationId: string | null; reference: string; status: string };
  /** A booking became confirmed: paid by card or transfer, or on account (bookings). Aggregate: the booking. */
  'booking.confirmed': { organisationId: string | null; reference: string; paymentMethod: string | null };
  /** The booking's meeting time moved with its flight (bookings, flight following). Aggregate: the booking. */
  'booking.retimed': { organisationId: string | null; reference: string; from: string; to: string };
  /**
   * A refund of the booking was made (payments): `amountKobo` this refund, `refundStatus` the
   * booking's after it. Aggregate: the booking.
   */
  'booking.refunded': { organisationId: string | null; reference: string; amountKobo: number; refundStatus: string };
  /** The officer met the passenger and checked them in (live milestones). Aggregate: the booking. */
  'service.checked_in': { organisationId: string | null };
  /**
   * The booking's flight was cancelled or diverted (bookings, flight following): the booker may
   * keep it for another flight or cancel with a full refund. Aggregate: the booking.
   */
  'flight.disrupted': { organisationId: string | null; reference: string; disruption: 'cancelled' | 'diverted' };
  /**
   * The officer marked the service completed (live milestones). Aggregate: the booking.
   * `organisationId` when an organisation booked it (an agency's commission, issue 39 item 4).
   */
  'service.completed': { organisationId: string | null };
  /** Someone was invited to an organisation (organisations). Aggregate: the invitation. */
  'organisation.invitation_sent': { organisationId: string };
  /** An admin approved or suspended an organisation, or reinstated it (organisations). Aggregate: the organisation. */
  'organisation.status_changed': { from: string; to: string };
  /** The month's close issued an invoice (invoicing). Aggregate: the invoice. */
  'invoice.issued': { organisationId: string; number: string };
  /** An invoice was paid (invoicing, from Paystack's `paymentrequest.success`). Aggregate: the invoice. */
  'invoice.paid': { organisationId: string; number: string };
  /**
   * An invoice is more than OVERDUE_CARD_ONLY_DAYS past due: the organisation books by card only
   * until it pays, and its owners and finance members are told (invoicing). Aggregate: the invoice.
   */
  'invoice.overdue': { organisationId: string; number: string };
  /**
   * A webhook endpoint was disabled after a delivery failed for 3 days (webhooks, issue 40 item 4):
   * the organisation's owners and admins are told. Aggregate: the endpoint.
   */
  'webhook.endpoint_disabled': { organisationId: string; url: string };
}

export type DomainEventType = keyof DomainEventPayloads;

export const DOMAIN_EVENT_TYPES = [
  'account.registered',
  'account.password_reset_requested',
  'booking.assignment_changed',
  'booking.cancelled',
  'booking.created',
  'booking.confirmed',
  'booking.retimed',
  'booking.refunded',
  'service.checked_in',
  'service.completed',
  'flight.disrupted',
  'organisation.invitation_sent',
  'organisation.status_changed',
  'invoice.issued',
  'invoice.paid',
  'invoice.overdue',
  'webhook.endpoint_disabled',
] as const satisfies readonly DomainEventType[];
