/** Helpers shared by the data-rights integration tests. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chatMessages, payments, users } from '../../db/schema/index';
import { type BookingRow, createBookingForPayment, type RegisteredUser, randomIp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

export const bearer = (account: Pick<RegisteredUser, 'token'>) => ({ authorization: `Bearer ${account.token}` });

export function exportData(t: TestApp, account: Pick<RegisteredUser, 'token'>) {
  return t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(account) });
}

export function deleteAccountRequest(t: TestApp, account: Pick<RegisteredUser, 'token'>, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/me/delete',
    headers: bearer(account),
    payload: { password },
  });
}

export function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
}

/** A payment row for `booking`, as a finished Paystack checkout leaves it. */
export async function insertPayment(
  t: TestApp,
  booking: Pick<BookingRow, 'id' | 'userId' | 'totalNgnKobo'>,
  status: 'paid' | 'failed' | 'initialized' = 'paid',
) {
  const [row] = await t.app.db
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      provider: 'paystack',
      reference: `PAY-${randomBytes(6).toString('hex')}`,
      amountMinor: booking.totalNgnKobo,
      currency: 'NGN',
      method: 'card',
      status,
      accessCode: `ACCESS_${randomBytes(8).toString('hex')}`,
      authorizationUrl: 'https://checkout.example/abc',
      metadata: { email: 'payer@example.com' },
      paidAt: status === 'paid' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** A booking of `account` with the contact details and special requests of issue 19 §1. */
export function bookingOf(account: RegisteredUser, overrides: Partial<BookingRow> = {}) {
  return (t: TestApp) =>
    createBookingForPayment(
      t.app.db,
      { id: account.user.id },
      {
        leadPassengerName: 'Ada Obi',
        contactPhone: '+2348031234567',
        specialRequirements: 'Wheelchair for my mother',
        ...overrides,
      },
    );
}

export async function chatLine(t: TestApp, bookingId: string, senderUserId: string, body: string) {
  await t.app.db
    .insert(chatMessages)
    .values({ bookingId, senderUserId, senderRole: 'customer', senderName: 'Ada Obi', body });
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row;
}
