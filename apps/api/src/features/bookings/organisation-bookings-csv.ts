/**
 * The organisation's bookings as CSV (issue 39 item 5): the list's filters, every page, streamed
 * through csv-stringify in the reports' format (UTF-8 with BOM, CRLF, fields quoted as needed).
 * Times in Lagos ("WAT"), money in naira from kobo by integer arithmetic. No meeting code.
 */
import { Readable } from 'node:stream';
import { formatWat, type OrganisationBooking, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { stringify } from 'csv-stringify';

const HEADER = [
  'Booking',
  'Passenger',
  'Meeting time (WAT)',
  'Service type',
  'Flight',
  'Passengers',
  'Status',
  'Payment status',
  'Total (NGN)',
  'Cost centre',
  'PO reference',
  'Booked by',
  'Booked (WAT)',
];

/** Kobo as naira with two decimals, without floating point: 6750000 -> "67500.00". */
export function nairaOfKobo(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function row(b: OrganisationBooking, totalNgnKobo: number): string[] {
  return [
    b.bookingReference,
    b.leadPassengerName ?? '',
    formatWat(b.meetingTime, 'yyyy-MM-dd HH:mm'),
    SERVICE_TYPE_LABELS[b.serviceType],
    `${b.flight.airlineName} ${b.flight.flightNumber}`,
    String(b.passengerCount),
    b.status,
    b.paymentStatus,
    nairaOfKobo(totalNgnKobo),
    b.costCentre ?? '',
    b.poReference ?? '',
    b.bookedBy ?? '',
    formatWat(b.createdAt, 'yyyy-MM-dd HH:mm'),
  ];
}

/** The CSV stream of `bookings` (an export's pages, organisation-booking.service.ts). */
export function organisationBookingsCsv(bookings: AsyncIterable<OrganisationBooking>): Readable {
  async function* rows() {
    yield HEADER;
    for await (const b of bookings) yield row(b, b.money.totalNgnKobo);
  }
  return Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
}

/** The file name a browser saves the export under. */
export const organisationBookingsCsvName = (today: string) => `organisation-bookings-${today}.csv`;
