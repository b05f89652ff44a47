/**
 * Who the caller is to a booking's calls (issue 36 item 2): its assigned officer, its traveller
 * (the owner), or the desk (dispatcher, admin). The role is read from the database, never taken
 * from the token alone.
 */
import type { Role } from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findActiveRole } from '../users/index';
import { type CallBooking, isAssigned } from './calls.repository';

/** How the caller stands to the booking: its assigned officer, its traveller, or the desk. */
export type Side = 'officer' | 'traveller' | 'desk';

/** @throws 401 for an account no longer active; 404 when the booking is not the caller's to see. */
export async function sideOf(db: Db, userId: string, booking: CallBooking): Promise<Side> {
  const role: Role | null = await findActiveRole(db, userId);
  if (!role) throw AppError.unauthorized('This account is no longer active.');
  if (role === 'dispatcher' || role === 'admin') return 'desk';
  if (role === 'officer' && (await isAssigned(db, booking.id, userId))) return 'officer';
  if (role === 'customer' && booking.userId === userId) return 'traveller';
  throw AppError.notFound();
}
