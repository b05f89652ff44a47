/**
 * The traveller's statement and the admin's view of credits (issue 27 §4): every entry with its
 * booking and running balance, what expires when; the outstanding total, the settings and an
 * audited adjustment of one account.
 */
import {
  CREDIT_BELOW_ZERO_MESSAGE,
  type CreditAccount,
  type CreditAdjustmentRequest,
  type CreditExpiry,
  type CreditsOverview,
  formatLagos,
  type LoyaltySettings,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordStaffAudit } from '../operations/index';
import { findLoginAccount } from '../users/index';
import {
  accountEntries,
  balanceOf,
  bookingsAwaitingPayment,
  type CreditEntryRow,
  insertEntry,
  lockCreditAccount,
  outstandingTotal,
  readSettings,
  writeSettings,
} from './credits.repository';
import { remainingByEarning } from './lots';

const RELEASED: Record<string, string> = {
  'hold-expired': 'Returned: the booking was not paid in time',
  'payment-failed': 'Returned: the payment failed',
  'changed-mind': 'Returned: not used at checkout',
  cancelled: 'Returned: the booking was cancelled',
  checkout: 'Returned at checkout',
};

/** The statement's words for one entry. */
function describe(e: CreditEntryRow): string {
  switch (e.kind) {
    case 'earn':
      return e.cause === 'rating' ? 'Bonus for rating the service' : 'Earned on a completed service';
    case 'redeem':
      return 'Applied at checkout';
    case 'release':
      return RELEASED[e.cause] ?? 'Returned';
    case 'reverse':
      return 'Taken back: the service was refunded';
    case 'expire':
      return 'Expired';
    case 'adjust':
      return e.cause === 'account-deleted' ? 'Forfeited: account deleted' : `Adjusted by FastTrack: ${e.reason ?? ''}`;
  }
}

/**
 * `GET /credits/me`: balance, credits reserved for unpaid bookings, the next expiry, and every
 * entry newest first with the balance after it. Expiries with nothing left are not listed.
 */
export async function creditAccount(db: Db, userId: string): Promise<CreditAccount> {
  const rows = await accountEntries(db, userId);
  const remaining = remainingByEarning(rows.map((r) => r.entry));
  let balance = 0;
  const entries: CreditAccount['entries'] = [];
  const heldBy = new Map<string, number>();
  for (const { entry, bookingReference } of rows) {
    balance += entry.amountUsdCents;
    if (entry.bookingId && (entry.kind === 'redeem' || entry.kind === 'release')) {
      heldBy.set(entry.bookingId, (heldBy.get(entry.bookingId) ?? 0) - entry.amountUsdCents);
    }
    if (entry.amountUsdCents === 0) continue;
    const left = entry.kind === 'earn' ? (remaining.get(entry.id) ?? 0) : 0;
    entries.push({
      id: entry.id,
      kind: entry.kind,
      amountUsdCents: entry.amountUsdCents,
      balanceUsdCents: balance,
      bookingId: entry.bookingId,
      bookingReference,
      description: describe(entry),
      createdAt: entry.createdAt.toISOString(),
      expiresAt: left > 0 && entry.expiresAt ? entry.expiresAt.toISOString() : null,
    });
  }
  const expiries = comingExpiries(
    rows.map((r) => r.entry),
    remaining,
  );
  return {
    balanceUsdCents: Math.max(0, balance),
    reservedUsdCents: await reservedFor(db, heldBy),
    nextExpiry: expiries[0] ?? null,
    expiries,
    entries: entries.reverse(),
  };
}

/**
 * What is left of each earning, by the Lagos day it expires, soonest first (issue 37: the
 * rating bonus, earned after the service credit, was left out of "what expires next").
 */
function comingExpiries(entries: CreditEntryRow[], remaining: Map<string, number>): CreditExpiry[] {
  const lots = entries
    .filter((e) => e.kind === 'earn' && e.expiresAt && (remaining.get(e.id) ?? 0) > 0)
    .sort((a, b) => (a.expiresAt?.getTime() ?? 0) - (b.expiresAt?.getTime() ?? 0));
  const byDay: (CreditExpiry & { day: string })[] = [];
  for (const lot of lots) {
    if (!lot.expiresAt) continue;
    const day = formatLagos(lot.expiresAt, 'yyyy-MM-dd');
    const left = remaining.get(lot.id) ?? 0;
    const last = byDay.at(-1);
    if (last?.day === day) last.amountUsdCents += left;
    else byDay.push({ day, amountUsdCents: left, expiresAt: lot.expiresAt.toISOString() });
  }
  return byDay.map(({ amountUsdCents, expiresAt }) => ({ amountUsdCents, expiresAt }));
}

/** Credits held by unpaid bookings (their payment is not final yet). */
async function reservedFor(db: Db, heldBy: Map<string, number>): Promise<number> {
  if (heldBy.size === 0) return 0;
  const unpaid = await bookingsAwaitingPayment(db, [...heldBy.keys()]);
  return unpaid.reduce((sum, id) => sum + Math.max(0, heldBy.get(id) ?? 0), 0);
}

/** Admin: the settings and what the business owes in credits. */
export async function creditsOverview(db: Db): Promise<CreditsOverview> {
  return { settings: await readSettings(db), outstandingUsdCents: await outstandingTotal(db) };
}

/** Admin: changes the loyalty settings (audited). */
export async function updateLoyaltySettings(db: Db, adminId: string, settings: LoyaltySettings) {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await writeSettings(tx, settings, adminId);
    await recordStaffAudit(
      tx,
      { userId: adminId, role: 'admin' },
      {
        action: 'credits.settings_updated',
        subjectType: 'loyalty_settings',
        subjectId: '1',
        details: { before, after: settings },
      },
    );
    return settings;
  });
}

/**
 * Admin: adds or takes credits on one traveller's account with a reason, recorded in the staff
 * audit trail in the same transaction (issue 27 §4).
 * @param adjustment.adminId the admin making it; `adjustment.input` the request; `adjustment.now`
 *   when (default: the current time)
 * @throws 404 no such customer; 409 when the balance would go below zero.
 */
export async function adjustCredits(
  db: Db,
  adjustment: { adminId: string; input: CreditAdjustmentRequest; now?: Date },
) {
  const { adminId, input, now = new Date() } = adjustment;
  const account = await findLoginAccount(db, input.email);
  if (account?.user.role !== 'customer' || account.deactivated)
    throw AppError.notFound('No traveller has this email address.');
  const userId = account.user.id;
  return db.transaction(async (tx) => {
    await lockCreditAccount(tx, userId);
    const balance = await balanceOf(tx, userId);
    if (balance + input.amountUsdCents < 0) throw AppError.conflict(CREDIT_BELOW_ZERO_MESSAGE);
    const entry = await insertEntry(tx, {
      userId,
      kind: 'adjust',
      amountUsdCents: input.amountUsdCents,
      cause: 'admin',
      reason: input.reason,
      actorUserId: adminId,
      createdAt: now,
    });
    await recordStaffAudit(
      tx,
      { userId: adminId, role: 'admin' },
      {
        action: 'credits.adjusted',
        subjectType: 'account',
        subjectId: userId,
        details: { entryId: entry?.id ?? null, amountUsdCents: input.amountUsdCents, reason: input.reason },
      },
    );
    return { balanceUsdCents: balance + input.amountUsdCents };
  });
}
