/**
 * Demand turned away (issue 30, work report): each 409 FULLY_BOOKED answer to a booking request
 * is recorded with what was asked for, so the reports can count refusals by day.
 */
import type { ServiceType } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { capacityRefusals } from '../../db/schema/index';

export interface CapacityRefusal {
  serviceType: ServiceType;
  /** The terminal of the booking's airport asked for; null when that airport has none. */
  terminal: string | null;
  /** The meeting time of the service asked for. */
  meetingTime: Date;
  passengerCount: number;
  officersNeeded: number;
  /** When the request was refused. */
  refusedAt: Date;
}

/**
 * Records one refusal. Call it outside the refusing transaction, which rolls back, once the 409
 * is decided.
 */
export async function recordCapacityRefusal(db: Executor, refusal: CapacityRefusal): Promise<void> {
  // The column is NOT NULL: an airport without terminals is counted under an empty name.
  await db.insert(capacityRefusals).values({ ...refusal, terminal: refusal.terminal ?? '' });
}
