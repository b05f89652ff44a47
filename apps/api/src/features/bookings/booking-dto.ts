/**
 * Maps a booking and its flight to the API's Booking (contracts BookingSchema; spec §3 Booking
 * (created) and Booking (list)). Amounts leave in major units: totalAmount in USD,
 * totalAmountNgn in NGN. Flight times carry their airport's UTC offset, as flight search shows them;
 * the meeting time and hold end are UTC instants, shown on the clock of the booking's airport
 * (contracts `serviceTimeZone`, from the flight's zones; issue 41 item 2).
 */
import { type Booking, minorToMajor, rateE4ToNumber } from '@fasttrack/contracts';
import { bookingMoneyOf } from '../../db/booking-money';
import { isoWithOffset } from '../../integrations/flight-data/zoned-time';
import type { BookingView } from './bookings.repository';

/**
 * @param opts.withMeetingCode include the one-time meeting code (owner's detail view only).
 */
export function toBookingDto(v: BookingView, opts: { withMeetingCode?: boolean } = {}): Booking {
  const f = v.flight;
  return {
    id: v.id,
    bookingReference: v.reference,
    status: v.status,
    paymentStatus: v.paymentStatus,
    refundStatus: v.refundStatus,
    serviceType: v.serviceType,
    airportIata: v.airportIata,
    passengerCount: v.passengerCount,
    specialRequests: v.specialRequirements,
    leadPassengerName: v.leadPassengerName,
    contactPhone: v.contactPhone,
    leadPassengerEmail: v.leadPassengerEmail,
    totalAmount: minorToMajor(v.totalUsdCents),
    currency: 'USD',
    totalAmountNgn: minorToMajor(v.totalNgnKobo),
    unitPriceUsd: minorToMajor(v.unitPriceUsdCents),
    exchangeRate: rateE4ToNumber(v.exchangeRateE4),
    priceLines: v.priceLines,
    freeCancellationHours: v.freeCancellationHours,
    createdAt: v.createdAt.toISOString(),
    meetingTime: v.meetingTime.toISOString(),
    serviceWindowEnd: v.serviceWindowEnd.toISOString(),
    meetingPoint: v.meetingPoint,
    // The hold matters only while the booking waits for its money.
    holdExpiresAt:
      v.status === 'pending' && v.paymentStatus !== 'paid' && v.holdExpiresAt ? v.holdExpiresAt.toISOString() : null,
    flightStatus: f.status,
    flightCheckedAt: f.statusCheckedAt?.toISOString() ?? null,
    checkedInAt: v.checkedInAt?.toISOString() ?? null,
    flightDisruption: v.flightDisruption,
    disruptionChoice: v.disruptionChoice,
    requestedFlightNumber: v.requestedFlightNumber,
    money: bookingMoneyOf(v),
    flight: {
      bookingReference: f.reference,
      airlineName: f.airlineName,
      flightNumber: f.flightNumber,
      departureAirport: f.departureAirportName,
      arrivalAirport: f.arrivalAirportName,
      departureIata: f.departureIata,
      arrivalIata: f.arrivalIata,
      departureTime: isoWithOffset(f.departureTime, f.departureUtcOffset),
      arrivalTime: isoWithOffset(f.arrivalTime, f.arrivalUtcOffset),
      ...(f.departureTimeZone ? { departureTimeZone: f.departureTimeZone } : {}),
      ...(f.arrivalTimeZone ? { arrivalTimeZone: f.arrivalTimeZone } : {}),
      terminal: f.terminal,
      // The flight's own new time, not only the new meeting time (issue 26 §3).
      estimatedDepartureTime: f.estimatedDepartureTime
        ? isoWithOffset(f.estimatedDepartureTime, f.departureUtcOffset)
        : null,
      estimatedArrivalTime: f.estimatedArrivalTime ? isoWithOffset(f.estimatedArrivalTime, f.arrivalUtcOffset) : null,
    },
    ...(opts.withMeetingCode && v.meetingCode ? { meetingCode: v.meetingCode } : {}),
  };
}
