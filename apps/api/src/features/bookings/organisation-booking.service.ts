/**
 * Booking on behalf of an organisation (issue 39 items 2, 3, 5; ADR 363). An arranger books for a
 * passenger of the organisation's list, or a guest saved into it, through the traveller's own
 * `createBooking`, so capacity, notice, time gates, holds and flight following hold unchanged;
 * the booking is then confirmed on account when the organisation's terms allow (the payments
 * feature's settlement, given as a function: bookings does not import payments), else it waits
 * for the arranger's card. Members read the organisation's bookings without the meeting code.
 */
import {
  type CreateOrganisationBookingRequest,
  type CreateOrganisationBookingResult,
  type OrganisationBooking,
  OrganisationBookingMessages,
  type OrganisationBookingPaymentAnswer,
  type OrganisationBookingsQuery,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import {
  findOrganisationTerms,
  findPassenger,
  type OrganisationPassenger,
  type OrganisationTerms,
  requireOrganisationRole,
  savePassenger,
} from '../organisations/index';
import type { Caller } from './booking-access';
import { type CreateBookingDeps, createBooking } from './booking-create.service';
import type { Actor } from './booking-history';
import { toOrganisationBookingDto } from './organisation-booking-dto';
import {
  findOrganisationBookingView,
  listOrganisationBookingViews,
  type OrganisationBookingsFilter,
  type OrganisationScope,
} from './organisation-bookings.repository';

/**
 * Confirms a booking on the organisation's account when its terms allow (payments
 * `settleOnAccount`); safe to call again for the same booking.
 */
export type SettleOnAccount = (
  deps: { db: Db; jobs: JobRunner },
  request: { bookingId: string; organisationId: string; actor: Actor; now?: Date },
) => Promise<OrganisationBookingPaymentAnswer>;

export interface CreateOrganisationBookingDeps extends CreateBookingDeps {
  jobs: JobRunner;
  settleOnAccount: SettleOnAccount;
}

/**
 * POST /organisations/:organisationId/bookings: creates the booking for the passenger, the caller
 * (owner, admin or arranger) as its booker, then confirms it on account or leaves it pending for
 * a card. With an `Idempotency-Key`, the same request answers the same booking (settling it on
 * account again if the first attempt stopped before).
 * @returns the organisation's view of the booking (no meeting code) and how it is paid.
 * With `apiKeyId` the organisation's API key books (issue 40 item 1; ADR 365): no membership is
 * asked, `caller` is the key's maker (the booker of record), the row and its history name the key,
 * and its idempotency keys are its own (`partner:<apiKeyId>:bookings`).
 * @throws AppError 404 not a member, or an unknown passenger id (or another organisation's);
 *   403 a role that may not book, or a suspended organisation (with `notApproved` if given); 400
 *   VALIDATION_FAILED a required cost centre or PO reference left out; every createBooking refusal.
 */
export async function createOrganisationBooking(
  deps: CreateOrganisationBookingDeps,
  request: {
    caller: Caller;
    organisationId: string;
    input: CreateOrganisationBookingRequest;
    apiKeyId?: string;
    notApproved?: string;
  },
  opts: { idempotencyKey?: string | undefined; now?: Date } = {},
): Promise<{ result: CreateOrganisationBookingResult; replayed: boolean }> {
  const { db } = deps;
  const { caller, organisationId, input, apiKeyId } = request;
  const terms = apiKeyId
    ? await findOrganisationTerms(db, organisationId)
    : await requireOrganisationRole(db, { organisationId, userId: caller.userId, ability: 'book' });
  if (!terms) throw AppError.notFound('Organisation not found');
  if (terms.status !== 'approved')
    throw AppError.forbidden(request.notApproved ?? OrganisationBookingMessages.suspended);
  requireBillingLabels(terms, input);
  const passenger = await passengerOf(db, organisationId, input.passenger);
  const { booking, replayed } = await createBooking(
    deps,
    {
      caller,
      input: {
        flightBookingReference: input.flightBookingReference,
        serviceType: input.serviceType,
        passengerCount: input.passengerCount,
        specialRequirements: input.specialRequirements,
        leadPassengerName: passenger.fullName,
        contactPhone: passenger.phone,
        leadPassengerEmail: passenger.email ?? undefined,
        packageCode: input.packageCode,
        addOns: input.addOns,
      },
    },
    {
      idempotencyKey: opts.idempotencyKey,
      idempotencyScope: apiKeyId ? `partner:${apiKeyId}:bookings` : undefined,
      now: opts.now,
      organisation: {
        organisationId,
        organisationPassengerId: passenger.id,
        passengerUserId: passenger.userId,
        costCentre: input.costCentre ?? null,
        poReference: input.poReference ?? null,
        apiKeyId: apiKeyId ?? null,
      },
    },
  );
  const actor: Actor = apiKeyId
    ? { userId: caller.userId, role: 'partner', apiKeyId }
    : { userId: caller.userId, role: caller.role };
  const payment = await deps.settleOnAccount(deps, { bookingId: booking.id, organisationId, actor, now: opts.now });
  const view = await findOrganisationBookingView(db, { organisationId }, booking.id);
  if (!view) throw AppError.notFound('Booking not found');
  return { result: { booking: toOrganisationBookingDto(view), payment }, replayed };
}

/** @throws AppError 400 VALIDATION_FAILED naming each label the organisation requires and the body lacks. */
function requireBillingLabels(membership: OrganisationTerms, input: CreateOrganisationBookingRequest): void {
  const details: Record<string, string> = {};
  if (membership.requiresCostCentre && !input.costCentre) {
    details.costCentre = OrganisationBookingMessages.costCentreRequired;
  }
  if (membership.requiresPoReference && !input.poReference) {
    details.poReference = OrganisationBookingMessages.poReferenceRequired;
  }
  const first = Object.values(details)[0];
  if (first) throw AppError.badRequest(first, details);
}

/**
 * The passenger from the organisation's list, or the guest saved into it (the same phone and name
 * is the same entry: its e-mail is updated).
 * @throws AppError 404 for a passenger id the organisation does not have.
 */
async function passengerOf(
  db: Executor,
  organisationId: string,
  passenger: CreateOrganisationBookingRequest['passenger'],
): Promise<OrganisationPassenger> {
  if ('passengerId' in passenger) {
    const listed = await findPassenger(db, { organisationId, passengerId: passenger.passengerId });
    if (!listed) throw AppError.notFound('Passenger not found');
    return listed;
  }
  return savePassenger(db, {
    organisationId,
    fullName: passenger.fullName,
    phone: passenger.phone,
    email: passenger.email ?? null,
    userId: null,
  });
}

/**
 * What the caller may read of the organisation's bookings: owners, admins and arrangers (book)
 * and finance members all of them; a traveller member only those made for them.
 * @throws AppError 404 not a member (or the organisation still applying).
 */
async function readScope(db: Executor, caller: Caller, organisationId: string): Promise<OrganisationScope> {
  const membership = await requireOrganisationRole(db, { organisationId, userId: caller.userId, ability: 'view' });
  return { organisationId, onlyPassengerUserId: membership.role === 'traveller' ? caller.userId : null };
}

/**
 * GET /organisations/:organisationId/bookings/:bookingId: the live status, officer and meeting
 * point, never the meeting code.
 * @throws AppError 404 not a member, or not this organisation's booking (as an unknown id).
 */
export async function getOrganisationBooking(
  db: Executor,
  caller: Caller,
  ids: { organisationId: string; bookingId: string },
): Promise<OrganisationBooking> {
  const scope = await readScope(db, caller, ids.organisationId);
  const view = await findOrganisationBookingView(db, scope, ids.bookingId);
  if (!view) throw AppError.notFound('Booking not found');
  return toOrganisationBookingDto(view);
}

/** The list's filters as the repository reads them. @throws AppError 400 for a cursor we did not make. */
function filterOf(query: OrganisationBookingsQuery, limit: number): OrganisationBookingsFilter {
  return {
    passenger: query.passenger,
    status: query.status,
    from: query.from,
    to: query.to,
    costCentre: query.costCentre,
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit,
  };
}

/**
 * GET /organisations/:organisationId/bookings: one page, newest booked first, and the cursor of
 * the next (null on the last page).
 */
export async function listOrganisationBookings(
  db: Executor,
  caller: Caller,
  request: { organisationId: string; query: OrganisationBookingsQuery },
): Promise<{ bookings: OrganisationBooking[]; nextCursor: string | null }> {
  const scope = await readScope(db, caller, request.organisationId);
  const { query } = request;
  // One row more than the page tells whether another page follows.
  const rows = await listOrganisationBookingViews(db, scope, filterOf(query, query.limit + 1));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: page.map(toOrganisationBookingDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** Rows of the CSV export are read this many at a time. */
const EXPORT_PAGE = 500;

/**
 * Every booking of the list's filters (cursor and page size ignored), read page by page as the
 * CSV export streams, so memory holds one page whatever the organisation's size. The membership
 * is checked before anything is sent.
 * @throws AppError 404 not a member (before the first row).
 */
export async function organisationBookingsForExport(
  db: Executor,
  caller: Caller,
  request: { organisationId: string; query: OrganisationBookingsQuery },
): Promise<AsyncGenerator<OrganisationBooking>> {
  const scope = await readScope(db, caller, request.organisationId);
  const filter = filterOf({ ...request.query, cursor: undefined }, EXPORT_PAGE);
  async function* pages() {
    for (;;) {
      const rows = await listOrganisationBookingViews(db, scope, filter);
      for (const row of rows) yield toOrganisationBookingDto(row);
      const last = rows.at(-1);
      if (rows.length < EXPORT_PAGE || !last) return;
      filter.after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return pages();
}
