/**
 * "Delete my account" (issue 19, Data rights; NDPA 2023 s. 34(1)(d) right to erasure), after the
 * password is entered again:
 * - refused for staff accounts (an administrator closes those), and while a booking is paid and
 *   not over yet, or a refund is still on its way (the traveller cancels first, or waits);
 * - unpaid bookings still pending are cancelled and their officers released;
 * - personal data erased or anonymised by the feature that owns each table (the inventory is
 *   account-deletion.repository.ts), bookings and payments kept without the person for accounting;
 * - every session revoked (refresh tokens; live stream tickets are refused for a deleted
 *   account; access tokens already issued die within their 15 minutes);
 * - loyalty credits forfeited (an adjustment to zero after unpaid bookings gave theirs back; issue 27 §4);
 * - the e-mail freed for a new registration; an `account.deleted` audit event recorded.
 * All in one transaction: either everything happens, or nothing does.
 */
import { PrivacyMessages } from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { deleteSignInRecords, endAllSessions, verifyPassword } from '../auth/index';
import { type Actor, anonymiseBookingContacts, applyTransition, deleteIdempotencyAnswers } from '../bookings/index';
import { forfeitCredits, releaseCredits } from '../credits/index';
import { deleteLeadsOfEmail } from '../leads/index';
import { anonymiseChatAndRatings } from '../live/index';
import { eraseMessagingData } from '../messages/index';
import { recordStaffAudit, releaseBookingOfficers } from '../operations/index';
import { leaveAllOrganisations } from '../organisations/index';
import { anonymisePayments } from '../payments/index';
import { deleteSubscriptionsOf } from '../push/index';
import { eraseAccount } from '../users/index';
import { findAccount, lockAccount, lockOpenBookings } from './account-deletion.repository';

const REASON = 'Account deleted by the traveller';

/**
 * Deletes the caller's account (`request.userId`), once `request.password` is its password;
 * `request.now` defaults to the current time.
 * @throws AppError 400 VALIDATION_FAILED (details.password) for a wrong password, nothing changed;
 *   401 when the account no longer exists; 403 for a staff account; 409 CONFLICT naming every
 *   booking that must be cancelled (or whose refund must complete) first (issue 26 §6).
 */
export async function deleteAccount(
  { db, jobs }: { db: Db; jobs: JobRunner },
  request: { userId: string; password: string; now?: Date },
): Promise<void> {
  const { userId, password, now = new Date() } = request;
  const found = await findAccount(db, userId);
  if (!found || found.deletedAt) throw AppError.unauthorized();
  if (found.role !== 'customer') throw AppError.forbidden(PrivacyMessages.staffCannotDelete);
  // Verified outside the transaction: argon2 takes tens of ms and needs no lock.
  if (!(await verifyPassword(found.passwordHash, password))) {
    throw AppError.badRequest(PrivacyMessages.wrongPassword, { password: PrivacyMessages.wrongPassword });
  }
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    // The password changed or the account went between the check and the lock.
    if (!account || account.deletedAt) throw AppError.unauthorized();
    if (account.passwordHash !== found.passwordHash) {
      throw AppError.badRequest(PrivacyMessages.wrongPassword, { password: PrivacyMessages.wrongPassword });
    }
    const open = await lockOpenBookings(tx, userId, now);
    const refunding = open.filter((b) => b.refundStatus !== null && b.refundStatus !== 'processed');
    const paid = open.filter((b) => b.paymentStatus === 'paid' && !refunding.includes(b));
    if (refunding.length > 0 || paid.length > 0) {
      const references = (list: typeof open) => list.map((b) => b.reference);
      throw AppError.conflict(PrivacyMessages.deletionBlocked(references(paid), references(refunding)));
    }

    const actor: Actor = { userId, role: 'customer' };
    const unpaid = open.filter((b) => b.status === 'pending' && b.paymentStatus !== 'paid');
    for (const b of unpaid) {
      await applyTransition(tx, {
        bookingId: b.id,
        field: 'status',
        from: b.status,
        to: 'cancelled',
        actor,
        reason: REASON,
      });
      await releaseBookingOfficers(tx, { jobs, bookingId: b.id, actor, reason: REASON });
      await releaseCredits(tx, b.id, { cause: 'cancelled', now });
    }
    const creditsForfeited = await forfeitCredits(tx, userId, now);
    // Each owner erases its own tables (inventory: account-deletion.repository.ts).
    const bookingsKept = await anonymiseBookingContacts(tx, userId);
    await anonymiseChatAndRatings(tx, userId);
    await anonymisePayments(tx, userId);
    await deleteSignInRecords(tx, userId);
    await eraseMessagingData(tx, userId);
    await deleteSubscriptionsOf(tx, userId);
    await deleteIdempotencyAnswers(tx, userId);
    await deleteLeadsOfEmail(tx, account.email);
    await leaveAllOrganisations(tx, { userId, email: account.email });
    await endAllSessions(tx, { userId, reason: 'deleted', now });
    if (!(await eraseAccount(tx, userId, now))) throw AppError.unauthorized();
    await recordStaffAudit(tx, actor, {
      action: 'account.deleted',
      subjectType: 'account',
      subjectId: userId,
      details: { bookingsKept, bookingsCancelled: unpaid.length, creditsForfeitedUsdCents: creditsForfeited },
    });
  });
}
