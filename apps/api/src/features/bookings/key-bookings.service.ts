/**
 * An organisation's bookings as its API key reads and cancels them (issue 40 items 1, 2; ADR 365):
 * the organisation's view (never the meeting code) with when each last changed, the list with a
 * poller's `updatedSince`, and the cancel under the traveller's and arranger's rules, naming the
 * key. Every read filters by the key's organisation in SQL: another organisation's booking is 404,
 * as an unknown id (architecture "Tenancy").
 */
import { createHash } from 'node:crypto';
import type {
  PartnerBooking,
  PartnerBookingList,
  PartnerBookingsQuery,
  PartnerCancellation,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import { findStoredAnswer, type IdempotencyKeyId } from './booking-create.repository';
import type { PartnerActor } from './booking-history';
import { isKeyTaken } from './booking-idempotency';
import { cancelLocked } from './booking-updates.service';
import { lockBookingView } from './bookings.repository';
import { toOrganisationBookingDto } from './organisation-booking-dto';
import {
  findOrganisationBookingView,
  listOrganisationBookingViews,
  type OrganisationBookingView,
} from './organisation-bookings.repository';

function toPartnerBooking(view: OrganisationBookingView): PartnerBooking {
  return { ...toOrganisationBookingDto(view), updatedAt: view.updatedAt.toISOString() };
}

/**
 * GET /partner/bookings: one page of the organisation's bookings. Without `updatedSince`, newest
 * booked first; with it, changed at or after it, oldest change first (the cursor then carries the
 * last row's `updatedAt`), so a poller sees every change once it asks from its last `updatedAt`.
 * @throws AppError 400 VALIDATION_FAILED for a cursor this API did not make.
 */
export async function listBookingsForKey(
  db: Executor,
  request: { organisationId: string; query: PartnerBookingsQuery },
): Promise<PartnerBookingList> {
  const { query } = request;
  const updatedSince = query.updatedSince ? new Date(query.updatedSince) : undefined;
  // One row more than the page tells whether another page follows.
  const rows = await listOrganisationBookingViews(
    db,
    { organisationId: request.organisationId },
    {
      status: query.status,
      updatedSince,
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit + 1,
    },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const cursorRow = last && { createdAt: updatedSince ? last.updatedAt : last.createdAt, id: last.id };
  return {
    bookings: page.map(toPartnerBooking),
    nextCursor: rows.length > query.limit && cursorRow ? encodeCursor(cursorRow) : null,
  };
}

/** GET /partner/bookings/:bookingId. @throws AppError 404 unknown, or another organisation's. */
export async function getBookingForKey(
  db: Executor,
  ids: { organisationId: string; bookingId: string },
): Promise<PartnerBooking> {
  const view = await findOrganisationBookingView(db, { organisationId: ids.organisationId }, ids.bookingId);
  if (!view) throw AppError.notFound('Booking not found');
  return toPartnerBooking(view);
}

/**
 * DELETE /partner/bookings/:bookingId with its required `Idempotency-Key`: cancels as the
 * traveller's and arranger's cancel does (time rules, refunds, officers released), the history
 * naming the key. The key and its answer are stored in the cancel's transaction under
 * `partner:<apiKeyId>:cancel`, so the same key again answers the booking as it is, with
 * `replayed`, instead of a 409 for a booking already cancelled.
 * @throws AppError 404 unknown or another organisation's booking; 409 not cancellable (state,
 *   time, service under way); 422 the key was first used for another booking.
 */
export async function cancelBookingForKey(
  deps: { db: Db; jobs: JobRunner },
  request: {
    actor: PartnerActor;
    organisationId: string;
    bookingId: string;
    idempotencyKey: string;
    now?: Date;
  },
): Promise<{ outcome: PartnerCancellation; replayed: boolean }> {
  const { db, jobs } = deps;
  const { actor, organisationId, bookingId, now = new Date() } = request;
  const key: IdempotencyKeyId = {
    userId: actor.userId,
    scope: `partner:${actor.apiKeyId}:cancel`,
    key: request.idempotencyKey,
  };
  const requestHash = createHash('sha256')
    .update(JSON.stringify([organisationId, bookingId]))
    .digest('hex');
  const replay = async () => {
    const stored = await findStoredAnswer(db, key);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) {
      throw AppError.unprocessable('This Idempotency-Key was already used with a different request.');
    }
    const { refund, rule } = stored.responseBody as Pick<PartnerCancellation, 'refund' | 'rule'>;
    const booking = await getBookingForKey(db, { organisationId, bookingId });
    return { outcome: { booking, refund, rule }, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const { refund, rule } = await db.transaction(async (tx) => {
      const view = await lockBookingView(tx, bookingId);
      if (!view || view.organisationId !== organisationId) throw AppError.notFound('Booking not found');
      const outcome = await cancelLocked(tx, { jobs, caller: actor, view, now });
      const answer = { refund: outcome.refund, rule: outcome.rule };
      await tx.insert(idempotencyKeys).values({ ...key, requestHash, responseStatus: 200, responseBody: answer });
      return answer;
    });
    const booking = await getBookingForKey(db, { organisationId, bookingId });
    return { outcome: { booking, refund, rule }, replayed: false };
  } catch (err) {
    // The same key's first request cancelled meanwhile: this one answers as it did.
    const again = isKeyTaken(err) || (err instanceof AppError && err.statusCode === 409) ? await replay() : null;
    if (again) return again;
    throw err;
  }
}
