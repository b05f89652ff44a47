/**
 * Each add-on line after the sale (issue 41 item 4): the dispatcher confirms or declines an
 * on-request line, the assigned officer marks a line delivered or not, and a declined or
 * undelivered line is refunded by itself, line by line (payments' decideLineRefund, in the same
 * transaction as the change). Every change locks the booking's row first, so two answers to the
 * same line are decided one after the other.
 *
 * Declining twice: the second answers 409 (the line is refunded once, by the first).
 * Delivery: sent again with the same `clientId` (the officer's offline queue) it changes nothing
 * and answers the line as it stands.
 */
import { type ExtraLine, lineQuantityWords, priceLineLabel } from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { enqueueMessage } from '../messages/index';
import { decideLineRefund } from '../payments/index';
import {
  type ExtrasBooking,
  findExtraLineRow,
  findExtrasBooking,
  isAssignedOfficer,
  selectExtraLines,
  toExtraLines,
  upsertExtraLine,
} from './extras.repository';

/** The sentences of a refused change (409 and 404), said once here. */
export const ExtraLineMessages = {
  noLine: (lineIndex: number) => `This booking has no add-on line ${lineIndex}.`,
  notConfirmed: 'Only the add-ons of a confirmed booking can be answered.',
  notInService: 'Add-ons are marked delivered on a confirmed or completed booking only.',
  declined: 'This add-on was declined already; it is refunded once.',
  delivered: 'This add-on was delivered; it can no longer be declined.',
  declinedNotDeliverable: 'This add-on was declined, so it cannot be delivered.',
  alreadyMarked: 'This add-on was marked already. Ask the desk to change it.',
} as const;

/** A signed-in staff member, as the server resolved their role. */
export interface StaffActor {
  userId: string;
  role: string;
}

/** Operations' `recordStaffAudit`, handed in by the app. */
export type AuditWriter = (
  db: Executor,
  actor: StaffActor,
  entry: {
    action: string;
    subjectType: string;
    subjectId: string;
    bookingId?: string | null;
    details?: Record<string, unknown> | null;
  },
) => Promise<void>;

export interface ExtrasDeps {
  db: Db;
  jobs: JobRunner;
  recordAudit: AuditWriter;
}

/** The add-on lines of a booking the caller may see (`visible` is the bookings' own rule). @throws 404. */
export async function getBookingExtras(
  db: Db,
  bookingId: string,
  visible: (booking: ExtrasBooking) => boolean,
): Promise<ExtraLine[]> {
  const booking = await findExtrasBooking(db, bookingId);
  if (!booking || !visible(booking)) throw AppError.notFound('Booking not found');
  return (await selectExtraLines(db, [bookingId])).get(bookingId) ?? [];
}

/** The booking (locked) and its line `lineIndex` as it stands. @throws 404 for either unknown. */
async function lockedLine(tx: Executor, bookingId: string, lineIndex: number) {
  const booking = await findExtrasBooking(tx, bookingId, { lock: true });
  if (!booking) throw AppError.notFound('Booking not found');
  const row = await findExtraLineRow(tx, bookingId, lineIndex);
  const line = toExtraLines(booking.priceLines, row ? [row] : []).find((l) => l.lineIndex === lineIndex);
  if (!line) throw AppError.notFound(ExtraLineMessages.noLine(lineIndex));
  return { booking, row, line };
}

/**
 * The line as it now stands, after a change: the live pages hear of it (the traveller's booking
 * page, the officer's card and the day board refresh at once).
 */
async function changedLine(tx: Executor, booking: ExtrasBooking, lineIndex: number): Promise<ExtraLine> {
  await recordLiveEvent(tx, { bookingId: booking.id, type: 'extra', payload: { lineIndex } });
  return lineNow(tx, booking, lineIndex);
}

async function lineNow(tx: Executor, booking: ExtrasBooking, lineIndex: number): Promise<ExtraLine> {
  const row = await findExtraLineRow(tx, booking.id, lineIndex);
  const line = toExtraLines(booking.priceLines, row ? [row] : []).find((l) => l.lineIndex === lineIndex);
  if (!line) throw new Error(`line ${lineIndex} of booking ${booking.id} vanished`);
  return line;
}

/**
 * The dispatcher confirms a line; a line confirmed already (or guaranteed) answers as it stands.
 * @throws 404 unknown booking or line; 409 a booking not confirmed, or a line declined.
 */
export async function confirmExtra(
  deps: ExtrasDeps,
  actor: StaffActor,
  key: { bookingId: string; lineIndex: number },
): Promise<ExtraLine> {
  return deps.db.transaction(async (tx) => {
    const { booking, line } = await lockedLine(tx, key.bookingId, key.lineIndex);
    if (booking.status !== 'confirmed') throw AppError.conflict(ExtraLineMessages.notConfirmed);
    if (line.confirmation === 'declined') throw AppError.conflict(ExtraLineMessages.declined);
    if (line.confirmation === 'confirmed') return line;
    await upsertExtraLine(tx, key, { confirmation: 'confirmed', answeredBy: actor.userId, answeredAt: new Date() });
    await deps.recordAudit(tx, actor, {
      action: 'extra.confirmed',
      subjectType: 'booking',
      subjectId: booking.id,
      bookingId: booking.id,
      details: { lineIndex: key.lineIndex, addOnCode: line.addOnCode },
    });
    return changedLine(tx, booking, key.lineIndex);
  });
}

/**
 * The dispatcher declines a line: declined, and its refund decided and its job enqueued, at once.
 * @throws 404 unknown booking or line; 409 a booking not confirmed, a line declined or delivered
 *   already, or a booking whose lines cannot be refunded one by one (on account, in dollars).
 */
export async function declineExtra(
  deps: ExtrasDeps,
  actor: StaffActor,
  request: { bookingId: string; lineIndex: number; reason?: string | undefined },
): Promise<ExtraLine> {
  const { reason, ...key } = request;
  return deps.db.transaction(async (tx) => {
    const { booking, line } = await lockedLine(tx, key.bookingId, key.lineIndex);
    if (booking.status !== 'confirmed') throw AppError.conflict(ExtraLineMessages.notConfirmed);
    if (line.confirmation === 'declined') throw AppError.conflict(ExtraLineMessages.declined);
    if (line.delivery === 'delivered') throw AppError.conflict(ExtraLineMessages.delivered);
    await upsertExtraLine(tx, key, {
      confirmation: 'declined',
      declineReason: reason || null,
      answeredBy: actor.userId,
      answeredAt: new Date(),
    });
    const refund =
      line.refund ?? (await decideLineRefund(tx, deps.jobs, { ...key, amountUsdCents: line.amountUsdCents }));
    await tellUnavailable(tx, deps.jobs, {
      bookingId: key.bookingId,
      line,
      outcome: 'declined',
      reason: reason || null,
      refund,
    });
    await deps.recordAudit(tx, actor, {
      action: 'extra.declined',
      subjectType: 'booking',
      subjectId: booking.id,
      bookingId: booking.id,
      details: { lineIndex: key.lineIndex, addOnCode: line.addOnCode, reason: reason || null, refund },
    });
    return changedLine(tx, booking, key.lineIndex);
  });
}

/**
 * The assigned officer marks a line delivered or not; not delivered refunds it as a decline does.
 * @throws 404 unknown booking or line, or an officer not assigned to the booking; 409 a booking
 *   not confirmed or completed, a declined line, a line marked already otherwise, or a booking
 *   whose lines cannot be refunded one by one.
 */
export async function recordExtraDelivery(
  deps: ExtrasDeps,
  officerId: string,
  request: { bookingId: string; lineIndex: number; delivered: boolean; clientId?: string | undefined },
): Promise<ExtraLine> {
  const { delivered, clientId, ...key } = request;
  const mark = { delivered, clientId };
  return deps.db.transaction(async (tx) => {
    const booking = await findExtrasBooking(tx, key.bookingId);
    if (!booking || !(await isAssignedOfficer(tx, key.bookingId, officerId))) {
      throw AppError.notFound('Booking not found');
    }
    const { row, line } = await lockedLine(tx, key.bookingId, key.lineIndex);
    if (mark.clientId && row?.deliveryClientId === mark.clientId) return line;
    if (booking.status !== 'confirmed' && booking.status !== 'completed') {
      throw AppError.conflict(ExtraLineMessages.notInService);
    }
    const delivery = mark.delivered ? 'delivered' : 'not_delivered';
    if (line.delivery === delivery) return line;
    if (line.delivery !== 'pending') throw AppError.conflict(ExtraLineMessages.alreadyMarked);
    if (line.confirmation === 'declined') throw AppError.conflict(ExtraLineMessages.declinedNotDeliverable);
    await upsertExtraLine(tx, key, {
      delivery,
      deliveredBy: officerId,
      deliveredAt: new Date(),
      deliveryClientId: mark.clientId ?? null,
    });
    if (!mark.delivered) {
      const refund =
        line.refund ?? (await decideLineRefund(tx, deps.jobs, { ...key, amountUsdCents: line.amountUsdCents }));
      await tellUnavailable(tx, deps.jobs, {
        bookingId: key.bookingId,
        line,
        outcome: 'not_delivered',
        reason: null,
        refund,
      });
    }
    return changedLine(tx, booking, key.lineIndex);
  });
}

/**
 * Tells the traveller, in the change's transaction, that a line they paid for will not be given
 * and what comes back for it (messages' `extra-unavailable`, once per line).
 */
function tellUnavailable(
  tx: Executor,
  jobs: JobRunner,
  change: {
    bookingId: string;
    line: ExtraLine;
    outcome: 'declined' | 'not_delivered';
    reason: string | null;
    refund: { amountNgnKobo: number; creditedOnAccount?: boolean };
  },
) {
  const { bookingId, line } = change;
  return enqueueMessage(tx, jobs, {
    kind: 'extra-unavailable',
    bookingId,
    key: `line-${line.lineIndex}`,
    payload: {
      label: priceLineLabel({ label: line.label, packageName: line.packageName ?? undefined }),
      detail: lineQuantityWords(line),
      outcome: change.outcome,
      reason: change.reason,
      refundNgnKobo: change.refund.amountNgnKobo,
      creditedOnAccount: change.refund.creditedOnAccount === true,
    },
  });
}
