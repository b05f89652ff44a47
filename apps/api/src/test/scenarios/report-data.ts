/**
 * A hand-built data set whose every report figure is known (issue 30, "Done when"): two Lagos
 * days, 2026-03-10 and 2026-03-11, with payments and refunds on and across the WAT day
 * boundaries, services at two terminals, shifts that cross the range's ends, milestones, ratings
 * and capacity refusals. The expected answers are in features/reports/reports.integration.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { capacityRefusals, creditEntries, serviceMilestones, serviceRatings } from '../../db/schema/index';
import { authHeader, type BookingRow, createBooking, createFlight, createUser, flightFromLos } from '../factories';
import { lagosHour } from '../lagos-clock';
import { insertPayment } from './paid-booking';
import { addShift, assign } from './shifts-and-assignments';
import { createStaff, type SignedIn } from './signed-in';

export const REPORT_DAYS = { from: '2026-03-10', to: '2026-03-11' } as const;
const MIN = 60_000;
/** b1's lead passenger: a comma, quotes and a line break, for the CSV. */
export const AWKWARD_NAME = 'Okafor, "Chi"\nJunior';
const utc = (iso: string) => new Date(iso);

export interface ReportData {
  admin: SignedIn;
  dispatcher: SignedIn;
  officer1: SignedIn;
  officer2: SignedIn;
  customerHeaders: { authorization: string };
  /** b2's rating comment: a comma, quotes and a newline, for the CSV. */
  awkwardComment: string;
  bookings: Record<'b1' | 'b2' | 'b3' | 'b6' | 'b7', BookingRow>;
}

/** Writes the data set into the app's database. */
export async function seedReportData(app: FastifyInstance): Promise<ReportData> {
  const db = app.db;
  const admin = await createStaff(app, 'admin');
  const dispatcher = await createStaff(app, 'dispatcher');
  const officer1 = await createStaff(app, 'officer', { firstName: 'Bola', lastName: 'Ade' });
  const officer2 = await createStaff(app, 'officer', { firstName: 'Emeka', lastName: 'Obi' });
  const ada = await createUser(db, { firstName: 'Ada', lastName: 'Lovelace' });
  const customerHeaders = await authHeader(app, ada);
  const inbound = await createFlight(db, { terminal: 'International' });
  const outbound = await createFlight(db, { ...flightFromLos, terminal: 'MMA2' });
  const served = { status: 'confirmed', paymentStatus: 'paid' } as const;
  const on10 = (hour: number) => lagosHour(REPORT_DAYS.from, hour);
  const on11 = (hour: number) => lagosHour(REPORT_DAYS.to, hour);

  // b1: arrival at 00:30 WAT on the 10th, which is still the 9th in UTC.
  const b1 = await createBooking(db, {
    ...served,
    userId: ada.id,
    flightId: inbound.id,
    meetingTime: on10(0.5),
    leadPassengerName: AWKWARD_NAME,
  });
  // b2: departure of two at 23:30 WAT on the 10th, completed; paid at the day's last second.
  const b2 = await createBooking(db, {
    ...served,
    status: 'completed',
    userId: ada.id,
    flightId: outbound.id,
    serviceType: 'departure',
    passengerCount: 2,
    totalUsdCents: 9000,
    totalNgnKobo: 13_500_000,
    meetingTime: on10(23.5),
    serviceWindowStart: new Date(on10(23.5).getTime() - 15 * MIN),
    serviceWindowEnd: new Date(on10(23.5).getTime() + 90 * MIN),
  });
  // b3: cancelled, paid on the 10th and refunded at 00:15 WAT on the 11th.
  const b3 = await createBooking(db, {
    status: 'cancelled',
    paymentStatus: 'refunded',
    userId: ada.id,
    flightId: inbound.id,
    meetingTime: on11(9),
  });
  // b4: paid the minute before the range (23:59 WAT on the 9th), refunded inside it.
  const b4 = await createBooking(db, {
    status: 'cancelled',
    paymentStatus: 'refunded',
    userId: ada.id,
    flightId: inbound.id,
  });
  // b5: paid at 00:00 WAT on the 12th, just after the range.
  const b5 = await createBooking(db, { ...served, userId: ada.id, flightId: inbound.id, meetingTime: on11(30) });
  // b6: arrival at 09:00 WAT on the 11th, the traveller did not come. b7: nobody from us came.
  const b6 = await createBooking(db, { ...served, userId: ada.id, flightId: inbound.id, meetingTime: on11(9) });
  const b7 = await createBooking(db, {
    ...served,
    userId: ada.id,
    flightId: inbound.id,
    meetingTime: on11(9 + 40 / 60),
  });
  // Unpaid: in no figure.
  const pending = await createBooking(db, { userId: ada.id, flightId: inbound.id, meetingTime: on11(10) });

  await insertPayment(db, b1, { status: 'paid', paidAt: utc('2026-03-09T23:30:00Z') });
  await insertPayment(db, b2, { status: 'paid', paidAt: utc('2026-03-10T22:59:59Z') });
  await insertPayment(db, b3, {
    status: 'refunded',
    paidAt: utc('2026-03-10T12:00:00Z'),
    refundedAt: utc('2026-03-10T23:15:00Z'),
  });
  await insertPayment(db, b4, {
    status: 'refunded',
    paidAt: utc('2026-03-09T22:59:00Z'),
    refundedAt: utc('2026-03-11T10:00:00Z'),
  });
  await insertPayment(db, b5, { status: 'paid', paidAt: utc('2026-03-11T23:00:00Z') });
  await insertPayment(db, pending, { status: 'failed' });
  await insertPayment(db, b6, { status: 'paid', paidAt: utc('2026-03-08T12:00:00Z') });
  await insertPayment(db, b7, { status: 'paid', paidAt: utc('2026-03-08T12:00:00Z') });

  // Officer 1: 05:00-23:00 WAT on the 10th (1080 min) and 22:00 WAT on the 11th to 06:00 on
  // the 12th (120 min inside the range). Officer 2: 20:00 WAT on the 9th to 02:00 on the 10th (120).
  await addShift(db, officer1.user.id, on10(5), on10(23));
  await addShift(db, officer1.user.id, on11(22), on11(30));
  await addShift(db, officer2.user.id, on10(-4), on10(2));
  await assign(db, b1, officer1.user.id);
  await assign(db, b6, officer1.user.id);
  await assign(db, b2, officer2.user.id);

  const milestone = (booking: BookingRow, name: string, offsetMin: number) => ({
    bookingId: booking.id,
    milestone: name,
    reachedAt: new Date(booking.meetingTime.getTime() + offsetMin * MIN),
  });
  await db
    .insert(serviceMilestones)
    .values([
      milestone(b1, 'checked_in', -10),
      milestone(b2, 'checked_in', 5),
      milestone(b2, 'completed', 80),
      milestone(b6, 'checked_in', 0),
      milestone(b6, 'no_show', 60),
    ]);

  const awkwardComment = 'Late, "very" late,\nand rude';
  const rating = (booking: BookingRow, officer: SignedIn, score: number, comment: string | null, at: string) => ({
    bookingId: booking.id,
    userId: ada.id,
    officerId: officer.user.id,
    score,
    comment,
    createdAt: utc(at),
  });
  await db
    .insert(serviceRatings)
    .values([
      rating(b1, officer1, 5, 'Lovely', '2026-03-10T10:00:00Z'),
      rating(b2, officer2, 2, awkwardComment, '2026-03-11T22:30:00Z'),
      rating(b6, officer1, 3, null, '2026-03-11T08:00:00Z'),
      rating(b7, officer1, 1, 'Nobody came', '2026-03-11T23:10:00Z'),
    ]);

  const refusal = (serviceType: 'arrival' | 'departure', meetingTime: string) => ({
    serviceType,
    terminal: 'International',
    meetingTime: utc(meetingTime),
    passengerCount: 1,
    officersNeeded: 1,
  });
  await db
    .insert(capacityRefusals)
    .values([
      refusal('arrival', '2026-03-10T23:30:00Z'),
      refusal('departure', '2026-03-10T22:00:00Z'),
      refusal('departure', '2026-03-10T22:00:00Z'),
      refusal('arrival', '2026-03-11T23:00:00Z'),
    ]);

  // Ada's loyalty credits: one entry before the range and one after it, which count only (the
  // first) in what is outstanding; the redeem at 00:30 WAT on the 11th is the 10th in UTC.
  const entry = (
    kind: 'earn' | 'redeem' | 'release' | 'reverse' | 'expire' | 'adjust',
    cents: number,
    cause: string,
    at: string,
  ) => ({
    userId: ada.id,
    kind,
    amountUsdCents: cents,
    cause,
    createdAt: utc(at),
  });
  await db
    .insert(creditEntries)
    .values([
      entry('earn', 500, 'completion', '2026-03-09T10:00:00Z'),
      entry('earn', 225, 'completion', '2026-03-10T22:54:00Z'),
      entry('adjust', 40, 'admin', '2026-03-10T12:00:00Z'),
      entry('redeem', -300, 'checkout', '2026-03-10T23:30:00Z'),
      entry('release', 100, 'hold-expired', '2026-03-11T08:00:00Z'),
      entry('reverse', -50, 'refund', '2026-03-11T09:00:00Z'),
      entry('expire', -10, 'expiry', '2026-03-11T22:59:00Z'),
      entry('earn', 999, 'completion', '2026-03-11T23:00:00Z'),
    ]);

  return {
    admin,
    dispatcher,
    officer1,
    officer2,
    customerHeaders,
    awkwardComment,
    bookings: { b1, b2, b3, b6, b7 },
  };
}
