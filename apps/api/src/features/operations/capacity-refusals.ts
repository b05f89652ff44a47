/**
 * Demand turned away (issue 30, work report): each 409 FULLY_BOOKED answer to a booking request
 * is recorded with what was asked for, so the reports can count refusals by day.
 */
import type { ServiceType, Terminal } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { capacityRefusals } from '../../db/schema/index';

export interface CapacityRefusal {
  serviceType: ServiceType;
  terminal: Terminal;
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
  await db.insert(capacityRefusals).values(refusal);
}
