/**
 * Every sentence the organisation's bookings screens show (issue 39 items 2 and 5), once. The
 * API's own refusals (full, notice too short, over the credit limit, card only while overdue)
 * are shown as the server words them (spec §8), never rewritten here.
 */
export const OrgBookingsCopy = {
  listTitle: 'Bookings',
  listDescription: 'Every booking made for your organisation, with its live status.',
  travellerDescription: 'The bookings your organisation made for you.',
  loading: 'Loading bookings...',
  empty: 'No bookings match.',
  noBookingsYet: 'No bookings yet.',
  loadMore: 'Show more',
  downloadCsv: 'Download CSV',
  bookForPassengers: 'Book for passengers',
  filtersLegend: 'Filter bookings',
  filterPassenger: 'Passenger',
  filterStatus: 'Status',
  filterAnyStatus: 'Any status',
  filterFrom: 'Service from',
  filterTo: 'Service to',
  filterCostCentre: 'Cost centre',
  applyFilters: 'Apply',
  clearFilters: 'Clear',
  tableCaption: 'Bookings of the organisation, newest first',
  colReference: 'Reference',
  colFlight: 'Flight',
  colServiceTime: 'Service time',
  colAmount: 'Amount',

  // One booking, followed live (never its meeting code).
  detailLoading: 'Loading the booking...',
  backToList: 'All bookings',
  codeWithPassenger: 'The meeting code was sent to the passenger: only they have it, and they show it to the officer.',
  officer: 'Officer',
  officerNotYet: 'The officer is named 30 minutes before the meeting.',
  meetingPoint: 'Meeting point',
  meetingPointNotSet: 'The meeting point is sent to the passenger before the service.',
  checkedIn: 'At the meeting point since',
  bookedBy: 'Booked by',

  // Booking for passengers.
  formTitle: 'Book for passengers',
  formDescription: 'One booking per passenger on the same flight. Each passenger gets their own meeting code.',
  passengersLegend: 'Passengers',
  searchPassengers: 'Search the passenger list',
  searchPassengersHint: 'By name, phone or e-mail',
  noPassengersFound: 'Nobody on the list matches.',
  passengersLoading: 'Loading passengers...',
  guestLegend: 'Or add a guest',
  guestName: 'Full name as on the passport',
  guestPhone: 'Phone',
  guestEmail: 'E-mail (optional)',
  addGuest: 'Add guest',
  selectedPassengers: 'Booking for',
  nobodyYet: 'No passenger chosen yet.',
  noneSelected: 'Choose at least one passenger.',
  remove: 'Remove',
  guestTag: 'guest',
  flightLegend: 'Flight',
  changeFlight: 'Change flight',
  serviceLegend: 'Service',
  passengerCount: 'Passenger count per booking',
  passengerCountHint: 'The passenger and anyone travelling with them.',
  specialRequirements: 'Special Requirements (optional)',
  costCentre: 'Cost centre',
  poReference: 'Purchase-order reference',
  optional: '(optional)',
  chooseFlightFirst: 'Find the flight first.',
  booking: 'Booking...',
  bookingsMade: 'Bookings made',

  // What each passenger's booking became.
  confirmedOnAccount: 'Confirmed on account',
  cardRequired: 'Pay by card to confirm',
  payByCard: 'Pay by card',
  failed: 'Not booked',
  tryAgain: 'Try again',
  bookAnother: 'Book another flight',
  viewBookings: 'View bookings',
} as const;

/**
 * A booking waiting for its card payment: only its booker can pay it (the usual payment step
 * reads the booking as theirs), from the results of their booking or from My Bookings.
 */
export function awaitingCard(bookedBy: string | null): string {
  return `Waiting for payment by card${bookedBy ? ` from ${bookedBy}` : ''}, who booked it: they pay it from My Bookings.`;
}

/** "Book for 3 passengers" (the submit button). */
export function bookForCount(count: number): string {
  return count === 1 ? 'Book for 1 passenger' : `Book for ${count} passengers`;
}
