/**
 * Changes to an existing booking (issue: bookings, "PUT /status", "Cancellation"; the
 * complete-payment route is booking-complete-payment.ts). Each runs in one transaction that first locks the booking row, and every
 * status change goes through applyTransition (booking-status.ts), which audits it.
 */
import {
  type Booking,
  type BookingStatus,
  type CancellationOutcome,
  type CancellationRule,
  type CancellationVerdict,
  cancellationRule,
  cancellationRuleMessage,
  cancelUnderWayMessage,
  ErrorCode,
  refundsInFull,
} from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { creditsApplied } from '../credits/index';
import { hasCheckedIn, releaseBookingOfficers } from '../operations/index';
import { type Caller, mayChange } from './booking-access';
import { toBookingDto } from './booking-dto';
import { type Actor, SYSTEM_ACTOR } from './booking-history';
import { markBookingRefunded } from './booking-payment-state';
import { applyTransition } from './booking-status';
import { type BookingView, hasMoneyPayment, lockBookingView } from './bookings.repository';

/** What cancelling needs: the database, and the job runner for the refund a cancellation causes. */
export interface BookingUpdateDeps {
  db: Db;
  jobs: JobRunner;
}

/** A booking answer with the sentence to show the user. */
export interface BookingChange {
  booking: Booking;
  message: string;
}

/** The booking, locked, when the caller may change it (booking-access.ts). @throws AppError 404 otherwise. */
export async function lockVisible(tx: Tx, caller: Caller, id: string): Promise<BookingView> {
  const view = await lockBookingView(tx, id);
  if (!view || !(await mayChange(tx, caller, view))) throw AppError.notFound('Booking not found');
  return view;
}

/** 409 PAYMENT_NOT_VERIFIED with `message`. */
export const paymentNotVerified = (message: string) =>
  new AppError(ErrorCode.PAYMENT_NOT_VERIFIED, message, { statusCode: 409 });

/**
 * Cancels a booking (DELETE /bookings/:id, PUT /status with `cancelled`, and the dispatcher's
 * POST /ops/bookings/:id/cancel with a reason).
 * Pending or confirmed, before the service time; once the officer has checked in, only staff may
 * cancel (issue 26 §2), and staff may also stop a service whose time has passed (no refund by the
 * time rule). Its officers are released; the `booking.cancelled` domain event tells the live
 * pages and the board (naming the released officers, so their streams hear of it) and the
 * messages. A paid booking cancelled 24 h or more before it gets refund_status `pending` and, in
 * the same transaction, a `refund-booking` job keyed by the booking id, which the payments feature
 * works (payments/refund-worker.ts). Loyalty credits applied to it come back (credits subscriber)
 * when the money is refunded or none was paid (issue 27 §3); a booking paid with credits only is
 * refunded at once, with no provider.
 * @param request.within called in the same transaction once cancelled (the dispatcher's audit row).
 * @param request.ourFault staff only: we cannot provide the service, so a paid booking is refunded
 *   in full under `business_cancelled` whatever the time (issue 26 §2).
 * @returns the booking afterwards and which rule applied.
 * @throws AppError 404 not the caller's; 409 SERVICE_UNDER_WAY a traveller after check-in;
 *   409 CONFLICT not cancellable (state or time).
 */
export function cancelBooking(
  { db, jobs }: BookingUpdateDeps,
  request: {
    caller: Caller;
    bookingId: string;
    now?: Date;
    within?: (tx: Tx, outcome: CancellationOutcome) => Promise<void>;
    ourFault?: boolean;
  },
): Promise<CancellationOutcome> {
  const { caller, now = new Date() } = request;
  return db.transaction(async (tx) => {
    const view = await lockVisible(tx, caller, request.bookingId);
    const outcome = await cancelLocked(tx, { jobs, caller, view, now, ourFault: request.ourFault === true });
    await request.within?.(tx, outcome);
    return outcome;
  });
}

/**
 * The rule for this caller: a traveller's time rules, staff stopping a confirmed service late,
 * or staff cancelling on our side (`ourFault`: a full refund of a paid booking).
 */
async function verdictFor(
  tx: Tx,
  { caller, view, now, ourFault = false }: { caller: Actor; view: BookingView; now: Date; ourFault?: boolean },
): Promise<CancellationVerdict> {
  const verdict = cancellationRule(view, now);
  const live = view.status === 'pending' || view.status === 'confirmed';
  if (ourFault && caller.role !== 'customer' && live) {
    return { ok: true, rule: view.paymentStatus === 'paid' ? 'business_cancelled' : 'unpaid_no_refund' };
  }
  // An organisation's API key cancels under the traveller's rules, as its arrangers do (issue 40 item 2).
  if (caller.role === 'customer' || caller.role === 'partner') {
    if (verdict.ok && (await hasCheckedIn(tx, view.id))) {
      throw AppError.conflict(cancelUnderWayMessage(), ErrorCode.SERVICE_UNDER_WAY);
    }
    return verdict;
  }
  // Staff stop a service already under way when the traveller asks or it cannot go on (issue 26 §2).
  if (!verdict.ok && view.status === 'confirmed') return { ok: true, rule: 'late_no_refund' };
  return verdict;
}

/** Cancels a booking the caller has locked (`lockBookingView`); see cancelBooking. Also used by the disruption choice. */
export async function cancelLocked(
  tx: Tx,
  request: { jobs: JobRunner; caller: Actor; view: BookingView; now: Date; ourFault?: boolean },
): Promise<CancellationOutcome> {
  const verdict = await verdictFor(tx, request);
  if (!verdict.ok) throw AppError.conflict(verdict.reason);
  const { jobs, caller: actor, view, now } = request;
  return applyCancellation(tx, { jobs, actor, view, rule: verdict.rule, now });
}

/**
 * Our officer never checked in (issue 26 §2, ADR 251): the business's own no-show. A confirmed
 * booking with no check-in is cancelled by the system under `business_no_show`: a full refund
 * through the `refund-booking` job, the officers released (and told), and the cancellation
 * e-mail, which for this rule is our apology. Re-reads the booking under its lock, so a check-in
 * or a cancel that came first wins.
 * @returns the outcome, or null when the booking no longer qualifies.
 */
export function cancelMissedService(
  { db, jobs }: BookingUpdateDeps,
  bookingId: string,
  now = new Date(),
): Promise<CancellationOutcome | null> {
  return db.transaction(async (tx) => {
    const view = await lockBookingView(tx, bookingId);
    if (view?.status !== 'confirmed' || (await hasCheckedIn(tx, bookingId))) return null;
    const rule = view.paymentStatus === 'paid' ? 'business_no_show' : 'unpaid_no_refund';
    return applyCancellation(tx, { jobs, actor: SYSTEM_ACTOR, view, rule, now });
  });
}

/**
 * Cancels under `rule` in `tx`: the status, the officers released, the refund's state and job,
 * and the domain event `booking.cancelled`. What follows is each subscriber's (ADR 360): the
 * `cancelled` live event for the pages and the board (live), the credits coming back (credits),
 * and the e-mail, texts and officers' pushes (messages).
 */
async function applyCancellation(
  tx: Tx,
  {
    jobs,
    actor,
    view,
    rule,
    now,
  }: { jobs: JobRunner; actor: Actor; view: BookingView; rule: CancellationRule; now: Date },
): Promise<CancellationOutcome> {
  const base = { bookingId: view.id, actor, reason: rule };
  await applyTransition(tx, { ...base, field: 'status', from: view.status, to: 'cancelled' });
  const released = await releaseBookingOfficers(tx, { jobs, bookingId: view.id, actor, reason: 'Booking cancelled' });
  // Credits come back when no money was kept: unpaid, or refunded in full (issue 27 §3).
  const creditsReturned = view.paymentStatus !== 'paid' || refundsInFull(rule);
  const creditsBack = creditsReturned ? await creditsApplied(tx, view.id) : 0;
  await recordDomainEvent(tx, jobs, {
    type: 'booking.cancelled',
    aggregateId: view.id,
    payload: { rule, releasedOfficerIds: released, creditsReturned, organisationId: view.organisationId },
    actor,
    at: now,
  });
  let refundStatus = view.refundStatus;
  let paymentStatus = view.paymentStatus;
  if (refundsInFull(rule)) {
    await applyTransition(tx, { ...base, field: 'refund_status', from: refundStatus, to: 'pending' });
    refundStatus = 'pending';
    // Paid with credits only: the credits subscriber gives them back, and no provider holds any money.
    const creditsOnly = creditsBack > 0 && !(await hasMoneyPayment(tx, view.id));
    if (!creditsOnly) {
      await jobs.enqueue(tx, { name: 'refund-booking', data: { bookingId: view.id }, singletonKey: view.id });
    } else {
      await markBookingRefunded(tx, {
        jobs,
        bookingId: view.id,
        note: 'Paid with credits: returned as credits',
        amountKobo: 0,
      });
      refundStatus = 'processed';
      paymentStatus = 'refunded';
    }
  }
  return {
    booking: toBookingDto({
      ...view,
      status: 'cancelled',
      refundStatus,
      paymentStatus,
      moneyCreditsReturnedUsdCents: view.moneyCreditsReturnedUsdCents + creditsBack,
    }),
    refund: refundsInFull(rule) ? 'full' : 'none',
    rule,
  };
}

/**
 * PUT /bookings/:id/status. A customer may only cancel their own booking; officers and admins
 * make the other moves, but only a verified payment (payment_status `paid`) can confirm.
 * @throws AppError 404 not visible; 403 customer asking for anything but `cancelled`;
 *   409 PAYMENT_NOT_VERIFIED confirming an unpaid booking; 409 CONFLICT illegal move.
 */
export function updateBookingStatus(
  { db, jobs }: BookingUpdateDeps,
  { caller, bookingId, to, now = new Date() }: { caller: Caller; bookingId: string; to: BookingStatus; now?: Date },
): Promise<BookingChange> {
  return db.transaction(async (tx) => {
    const view = await lockVisible(tx, caller, bookingId);
    if (to === 'cancelled') {
      const outcome = await cancelLocked(tx, { jobs, caller, view, now });
      return {
        booking: outcome.booking,
        message: cancellationRuleMessage(outcome.rule, outcome.booking.freeCancellationHours),
      };
    }
    if (caller.role === 'customer') throw AppError.forbidden('You can only cancel your own booking.');
    // Only the end of an unpaid hold expires a booking (booking-expiry.ts), which also frees its officers.
    if (to === 'expired') throw AppError.conflict('A booking expires only when its hold ends unpaid.');
    if (to === 'confirmed' && view.paymentStatus !== 'paid') {
      throw paymentNotVerified('Only a verified payment can confirm a booking; this booking is not paid.');
    }
    await applyTransition(tx, { bookingId: view.id, field: 'status', from: view.status, to, actor: caller });
    if (to === 'confirmed') {
      // Partners hear of every confirmation (issue 40 item 3); a payment confirms in markBookingPaid.
      await recordDomainEvent(tx, jobs, {
        type: 'booking.confirmed',
        aggregateId: view.id,
        payload: { organisationId: view.organisationId, reference: view.reference, paymentMethod: null },
        actor: caller,
        at: now,
      });
    }
    return { booking: toBookingDto({ ...view, status: to }), message: `Booking ${to}.` };
  });
}
