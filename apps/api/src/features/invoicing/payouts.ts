/**
 * Commission payouts (issue 39 item 4: "the admin records payouts (reference, amount, date)"):
 * a `commission_payout` entry on the agency's ledger and a staff audit row, in one transaction.
 * Rules where the issue is silent: only a travel agency is paid commission (a company: 409); a
 * payout may not be dated in the future (400) and is dated 00:00 WAT of its day; the same
 * reference twice for one agency is refused (409), so a form sent twice pays once.
 */
import { type CommissionPayoutRequest, type CommissionPayoutResult, lagosToday } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { businessDayStart } from '../../lib/zone-day';
import { recordStaffAudit } from '../operations/index';
import { commissionTotals, insertPayout } from './commission';

/**
 * @throws AppError 404 unknown organisation; 409 not an agency, or the reference already used;
 *   400 a payout dated after today in Lagos.
 */
export async function recordPayout(
  db: Db,
  payout: { organisationId: string; adminId: string; input: CommissionPayoutRequest; now?: Date },
): Promise<CommissionPayoutResult> {
  const { organisationId, adminId, input, now = new Date() } = payout;
  if (!isUuid(organisationId)) throw AppError.notFound('Organisation not found');
  if (input.paidOn > lagosToday(now)) {
    throw AppError.badRequest('A payout cannot be dated in the future', { paidOn: 'Enter today or an earlier date' });
  }
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ kind: organisations.kind })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for('update');
    if (!organisation) throw AppError.notFound('Organisation not found');
    if (organisation.kind !== 'travel_agency') throw AppError.conflict('Only a travel agency earns commission.');
    const entryId = await insertPayout(tx, {
      organisationId,
      reference: input.reference,
      amountNgnKobo: input.amountNgnKobo,
      at: businessDayStart(input.paidOn),
      actorUserId: adminId,
    });
    if (!entryId) throw AppError.conflict(`A payout with reference ${input.reference} is already recorded.`);
    await recordStaffAudit(
      tx,
      { userId: adminId, role: 'admin' },
      {
        action: 'commission.payout_recorded',
        subjectType: 'organisation',
        subjectId: organisationId,
        details: { entryId, reference: input.reference, amountNgnKobo: input.amountNgnKobo, paidOn: input.paidOn },
      },
    );
    return { entryId, unpaidNgnKobo: (await commissionTotals(tx, organisationId)).unpaidNgnKobo };
  });
}
