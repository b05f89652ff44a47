/**
 * Data rights (issue 19): the export and account-deletion requests of a registered account, and a
 * chat line for them to find. (A booking with contact details: booking.ts, bookingOf.)
 */
import { chatMessages } from '../../db/schema/index';
import type { RegisteredUser } from '../factories';
import type { TestApp } from '../test-app';
import { bearer } from './signed-in';

/** GET /api/users/me/export as `account`. */
export function exportData(t: TestApp, account: Pick<RegisteredUser, 'token'>) {
  return t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(account) });
}

/** POST /api/users/me/delete as `account`, confirmed with `password`. */
export function deleteAccountRequest(t: TestApp, account: Pick<RegisteredUser, 'token'>, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/me/delete',
    headers: bearer(account),
    payload: { password },
  });
}

/** Inserts a chat message from the customer Ada Obi on the booking. */
export async function chatLine(t: TestApp, bookingId: string, senderUserId: string, body: string) {
  await t.app.db
    .insert(chatMessages)
    .values({ bookingId, senderUserId, senderRole: 'customer', senderName: 'Ada Obi', body });
}
