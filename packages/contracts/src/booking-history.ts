/**
 * What one row of a booking's history records (`booking_events.field`; issue 38 item 1): the
 * three status fields of the status machine, the meeting plan, the flight and what follows a
 * disrupted one, an officer assignment, and a service milestone. The bookings feature is the
 * only writer of the history (`recordBookingChange`); the data export shows these names.
 */
export const BOOKING_CHANGE_KINDS = [
  'status',
  'payment_status',
  'refund_status',
  'meeting_time',
  'flight',
  'flight_disruption',
  'disruption_choice',
  'requested_flight',
  'assignment',
  'milestone',
] as const;
export type BookingChangeKind = (typeof BOOKING_CHANGE_KINDS)[number];
