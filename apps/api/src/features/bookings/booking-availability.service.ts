/**
 * Whether a service can be booked for a flight now (issue 15 §1, §4): what the booking dialog
 * shows as soon as a flight is found. The same checks, in the same order and with the same
 * words, as creating the booking; creation checks again under the capacity lock.
 */
import {
  type AvailabilityQuery,
  bookingBlock,
  fullyBookedMessage,
  losTerminal,
  Messages,
  officersNeeded,
  type ServiceAvailability,
  servicePlan,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getFlightByReference } from '../flights/index';
import { findMeetingPoint, freeOfficerIds } from '../operations/index';

type Verdict = Pick<ServiceAvailability, 'available' | 'unavailableCode' | 'unavailableMessage'>;

const refused = (code: NonNullable<Verdict['unavailableCode']>, message: string): Verdict => ({
  available: false,
  unavailableCode: code,
  unavailableMessage: message,
});

/**
 * The plan (meeting time, window, meeting point, officers needed) and whether the service can be
 * booked now: NOT_BOOKABLE (service does not fit the flight, or the flight is gone), TOO_SOON
 * (less than MIN_NOTICE_MINUTES before the meeting time), FULLY_BOOKED (too few officers free).
 * @throws AppError 404 unknown flight reference.
 */
export async function getAvailability(
  db: Executor,
  query: AvailabilityQuery,
  now = new Date(),
): Promise<ServiceAvailability> {
  const flight = await getFlightByReference(db, query.flightBookingReference);
  if (!flight) throw AppError.notFound(Messages.flightNotFound);
  const { serviceType } = query;
  const plan = servicePlan(flight, serviceType);
  const terminal = losTerminal(flight.terminal, flight.domestic);
  const needed = officersNeeded(query.passengerCount);
  const base = {
    serviceType,
    meetingTime: plan.meetingTime.toISOString(),
    meetingPoint: await findMeetingPoint(db, terminal, serviceType),
    windowStart: plan.windowStart.toISOString(),
    windowEnd: plan.windowEnd.toISOString(),
    officersNeeded: needed,
  };
  const verdict = async (): Promise<Verdict> => {
    const block = bookingBlock(flight, serviceType, now);
    if (block) return refused(block.code, block.message);
    const free = await freeOfficerIds(db, { windowStart: plan.windowStart, windowEnd: plan.windowEnd, terminal, now });
    if (free.length < needed) return refused('FULLY_BOOKED', fullyBookedMessage(serviceType, free.length));
    return { available: true, unavailableCode: null, unavailableMessage: null };
  };
  return { ...base, ...(await verdict()) };
}
