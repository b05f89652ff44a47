/**
 * Which services a found flight can take, as the booking form decides it (issue 41 item 1): from
 * the search answer's `availableServices` (the server knows which airports are open), with the
 * contracts' sentences, never from an airport code of its own.
 */
import { describe, expect, it } from 'vitest';
import { onlyAvailableService, serviceUnavailableReason } from './service-availability';
import { makeFlight } from './test-fixtures';

const now = new Date(Date.now() - 60_000);
const domestic = (availableServices: ('arrival' | 'departure')[]) =>
  makeFlight({
    availableServices,
    flightInfo: { ...makeFlight().flightInfo, flightNumber: 'P47120', departureIata: 'LOS', arrivalIata: 'ABV' },
  });

describe('service availability in the booking form', () => {
  it('offers both services on a flight the server serves at both ends', () => {
    const flight = domestic(['arrival', 'departure']);
    expect(serviceUnavailableReason(flight, 'arrival', now)).toBeNull();
    expect(serviceUnavailableReason(flight, 'departure', now)).toBeNull();
    expect(onlyAvailableService(flight, now)).toBeNull();
  });

  it('explains the end the server does not serve, and preselects the other', () => {
    const flight = domestic(['departure']);
    expect(serviceUnavailableReason(flight, 'arrival', now)).toBe(
      'Arrival Service is only for flights that land at an airport we serve; P47120 lands at ABV.',
    );
    expect(serviceUnavailableReason(flight, 'departure', now)).toBeNull();
    expect(onlyAvailableService(flight, now)).toBe('departure');
  });

  it('prefers what the search said cannot be booked now', () => {
    const flight = makeFlight({
      notBookable: [
        { serviceType: 'arrival', code: 'NOT_BOOKABLE', message: 'BA75 is cancelled and can no longer be booked.' },
      ],
    });
    expect(serviceUnavailableReason(flight, 'arrival', now)).toBe('BA75 is cancelled and can no longer be booked.');
    expect(serviceUnavailableReason(flight, 'departure', now)).toBe(
      'Departure Service is only for flights that leave an airport we serve; BA75 leaves from LHR.',
    );
  });
});
