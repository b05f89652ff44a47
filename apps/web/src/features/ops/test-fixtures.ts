/** Ops payloads for component tests, shaped like the contract schemas. */
import type { OpsBooking } from '@fasttrack/contracts';

export const OFFICER_1 = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  firstName: 'Tunde',
  lastName: 'Bakare',
  badgeNumber: 'FAAN-P-0101',
  phone: '+2348030000001',
};
export const OFFICER_2 = {
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  firstName: 'Ngozi',
  lastName: 'Eze',
  badgeNumber: 'FAAN-P-0102',
  phone: '+2348030000002',
};

export function makeOpsBooking(overrides: Partial<OpsBooking> = {}): OpsBooking {
  return {
    id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    bookingReference: 'FT-7K3M9Q',
    status: 'confirmed',
    paymentStatus: 'paid',
    serviceType: 'arrival',
    airportTimeZone: 'Africa/Lagos',
    passengerCount: 2,
    specialRequests: 'Wheelchair at the aircraft door, and help with two large suitcases and a pram',
    meetingTime: '2026-11-23T16:45:00.000Z',
    meetingPoint: 'International terminal, at the aircraft door',
    windowStart: '2026-11-23T16:30:00.000Z',
    windowEnd: '2026-11-23T18:15:00.000Z',
    flight: {
      flightNumber: 'BA75',
      airlineName: 'British Airways',
      departureIata: 'LHR',
      arrivalIata: 'LOS',
      departureTime: '2026-11-23T09:45:00.000Z',
      arrivalTime: '2026-11-23T16:45:00.000Z',
      terminal: 'International',
      status: 'scheduled',
      checkedAt: null,
    },
    flightDisruption: null,
    leadPassenger: { name: 'Ada Obi', phone: '+2348012345678', email: 'ada@example.com' },
    officersNeeded: 1,
    officers: [OFFICER_1],
    needsOfficer: false,
    serviceState: 'waiting',
    lateCheckIn: false,
    steppedIn: false,
    chatMessages: 0,
    ...overrides,
  };
}
