/**
 * Whether a service can be booked for a flight now (issue 15 §1, §4): what the booking dialog
 * shows as soon as a flight is found. The same checks, in the same order and with the same
 * words, as creating the booking; creation checks again under the capacity lock.
 */
import {
  type AvailabilityQuery,
  bookingBlock,
  fullyBookedMessage,
  Messages,
  officersNeeded,
  type ServiceAvailability,
  serviceAirportIata,
  servicePlan,
  serviceTimeZone,
  withServiceLength,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findAirportRules } from '../airports/index';
import { getFlightByReference } from '../flights/index';
import { findServicePoint, freeOfficerIds } from '../operations/index';

type Verdict = Pick<ServiceAvailability, 'available' | 'unavailableCode' | 'unavailableMessage'>;

const refused = (code: NonNullable<Verdict['unavailableCode']>, message: string): Verdict => ({
  available: false,
  unavailableCode: code,
  unavailableMessage: message,
});

/**
 * The plan (meeting time, window, meeting point, officers needed) and whether the service can be
 * booked now: NOT_BOOKABLE (service does not fit the flight, its airport is not open for sale
 * (issue 41 item 1), or the flight is gone), TOO_SOON (less than MIN_NOTICE_MINUTES before the
 * meeting time), FULLY_BOOKED (too few of its airport's officers free). The terminal and meeting
 * point are those of the service's airport (operations `findServicePoint`).
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
  const airportIata = serviceAirportIata(flight, serviceType);
  const [point, rules] = await Promise.all([
    findServicePoint(db, {
      airportIata,
      flightTerminal: flight.terminal,
      departureIata: flight.departureIata,
      arrivalIata: flight.arrivalIata,
      serviceType,
    }),
    findAirportRules(db, airportIata),
  ]);
  // The airport's own length of an arrival (issue 41 item 1), as the booking would take it.
  const plan = withServiceLength(servicePlan(flight, serviceType), {
    serviceType,
    arrivalServiceMinutes: rules?.arrivalServiceMinutes,
  });
  const { terminal } = point;
  const needed = officersNeeded(query.passengerCount);
  const base = {
    serviceType,
    meetingTime: plan.meetingTime.toISOString(),
    meetingPoint: point.meetingPoint,
    windowStart: plan.windowStart.toISOString(),
    windowEnd: plan.windowEnd.toISOString(),
    officersNeeded: needed,
  };
  const verdict = async (): Promise<Verdict> => {
    const block = bookingBlock(flight, serviceType, now);
    if (block) return refused(block.code, block.message);
    const window = { windowStart: plan.windowStart, windowEnd: plan.windowEnd };
    const timeZone = serviceTimeZone({ serviceType, flight });
    const free = await freeOfficerIds(db, { ...window, airportIata, timeZone, terminal, now });
    if (free.length < needed) return refused('FULLY_BOOKED', fullyBookedMessage(serviceType, free.length));
    return { available: true, unavailableCode: null, unavailableMessage: null };
  };
  return { ...base, ...(await verdict()) };
}
