/**
 * The reports (issue 30 §1) against a hand-built data set whose answers are known
 * (test/scenarios/report-data.ts): WAT day boundaries, refunds that cross days, shifts clipped to the
 * range, no-shows of both kinds, refusals, ratings; and who may read which half.
 */
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWKWARD_NAME, REPORT_DAYS, type ReportData, seedReportData } from '../../test/scenarios/report-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reportCsv } from './reports-csv';

describe('reports', () => {
  let t: TestApp;
  let d: ReportData;
  const range = `from=${REPORT_DAYS.from}&to=${REPORT_DAYS.to}`;

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    d = await seedReportData(t.app);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/ops/reports/${path}`, headers });

  it('counts money on the Lagos day it was taken, and refunds on the day they were made', async () => {
    const res = await get(`money?${range}`, d.admin.headers);
    expect(res.statusCode).toBe(200);
    const none = {
      bookingsPaid: 0,
      grossNgnKobo: 0,
      grossUsdCents: 0,
      refunds: 0,
      refundedNgnKobo: 0,
      refundedUsdCents: 0,
      netNgnKobo: 0,
      netUsdCents: 0,
      creditsAppliedUsdCents: 0,
      creditsReturnedUsdCents: 0,
    };
    // ₦67,500 a booking at ₦1,500 per dollar: $45.00 each.
    const paid = (n: number) => ({ grossNgnKobo: n * 6_750_000, grossUsdCents: n * 4500 });
    expect(res.json().data).toEqual({
      ...REPORT_DAYS,
      days: [
        // b1 (00:30 WAT, the 9th in UTC) and b3 (refunded the next day).
        {
          ...none,
          date: '2026-03-10',
          serviceType: 'arrival',
          bookingsPaid: 2,
          ...paid(2),
          netNgnKobo: 13_500_000,
          netUsdCents: 9000,
        },
        // b2, paid at 23:59:59 WAT.
        {
          ...none,
          date: '2026-03-10',
          serviceType: 'departure',
          bookingsPaid: 1,
          grossNgnKobo: 13_500_000,
          grossUsdCents: 9000,
          netNgnKobo: 13_500_000,
          netUsdCents: 9000,
        },
        // b3 refunded at 00:15 WAT, and b4, paid before the range.
        {
          ...none,
          date: '2026-03-11',
          serviceType: 'arrival',
          refunds: 2,
          refundedNgnKobo: 13_500_000,
          refundedUsdCents: 9000,
          netNgnKobo: -13_500_000,
          netUsdCents: -9000,
        },
      ],
      totals: {
        ...none,
        bookingsPaid: 3,
        grossNgnKobo: 27_000_000,
        grossUsdCents: 18_000,
        refunds: 2,
        refundedNgnKobo: 13_500_000,
        refundedUsdCents: 9000,
        netNgnKobo: 13_500_000,
        netUsdCents: 9000,
      },
      // The ledger's entries by Lagos day; what is outstanding at the end of the 11th counts the
      // earning before the range, not the one at 00:00 WAT on the 12th.
      credits: {
        days: [
          {
            date: '2026-03-10',
            earnedCents: 225,
            appliedCents: 0,
            reversedCents: 0,
            expiredCents: 0,
            adjustedCents: 40,
          },
          {
            date: '2026-03-11',
            earnedCents: 0,
            appliedCents: 200,
            reversedCents: 50,
            expiredCents: 10,
            adjustedCents: 0,
          },
        ],
        totals: { earnedCents: 225, appliedCents: 200, reversedCents: 50, expiredCents: 10, adjustedCents: 40 },
        outstandingCents: 505,
      },
      // Every booking of the set was sold one service line at LOS: the net, all of it.
      revenueByLine: [{ airportIata: 'LOS', kind: 'service', netNgnKobo: 13_500_000, netUsdCents: 9000 }],
    });
  });

  it('a single day holds only its own Lagos hours', async () => {
    const res = await get('money?from=2026-03-11&to=2026-03-11', d.admin.headers);
    expect(res.json().data.totals).toMatchObject({ bookingsPaid: 0, refunds: 2 });
  });

  it('counts the work: services by terminal and hour, utilisation, on time, no-shows, refusals', async () => {
    const res = await get(`work?${range}`, d.dispatcher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...REPORT_DAYS,
      servicesByTerminalHour: [
        { airportIata: 'LOS', terminal: 'International', hour: 0, services: 1 },
        { airportIata: 'LOS', terminal: 'International', hour: 9, services: 2 },
        { airportIata: 'LOS', terminal: 'MMA2', hour: 23, services: 1 },
      ],
      officers: [
        {
          officerId: d.officer1.user.id,
          name: 'Bola Ade',
          badgeNumber: expect.any(String),
          bookedMinutes: 210,
          rosteredMinutes: 1200,
        },
        {
          officerId: d.officer2.user.id,
          name: 'Emeka Obi',
          badgeNumber: expect.any(String),
          bookedMinutes: 105,
          rosteredMinutes: 120,
        },
      ],
      onTime: { checkedIn: 3, onTime: 2 },
      noShows: { traveller: 1, ours: 1 },
      capacityRefusals: [
        { date: '2026-03-10', serviceType: 'departure', refusals: 2 },
        { date: '2026-03-11', serviceType: 'arrival', refusals: 1 },
      ],
    });
  });

  it('counts the quality: ratings by score, per officer, and the latest comments under 4', async () => {
    const res = await get(`quality?${range}`, d.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...REPORT_DAYS,
      distribution: [
        { score: 1, ratings: 0 },
        { score: 2, ratings: 1 },
        { score: 3, ratings: 1 },
        { score: 4, ratings: 0 },
        { score: 5, ratings: 1 },
      ],
      officers: [
        { officerId: d.officer1.user.id, name: 'Bola Ade', ratings: 2, average: 4 },
        { officerId: d.officer2.user.id, name: 'Emeka Obi', ratings: 1, average: 2 },
      ],
      lowComments: [
        {
          bookingReference: d.bookings.b2.reference,
          score: 2,
          comment: d.awkwardComment,
          officerName: 'Emeka Obi',
          ratedAt: '2026-03-11T22:30:00.000Z',
        },
      ],
    });
  });

  it('keeps the money from dispatchers, and every report from officers and customers', async () => {
    expect((await get(`money?${range}`, d.dispatcher.headers)).statusCode).toBe(403);
    expect((await get(`work?${range}`, d.officer1.headers)).statusCode).toBe(403);
    expect((await get(`quality?${range}`, d.officer1.headers)).statusCode).toBe(403);
    expect((await get(`money?${range}`, d.customerHeaders)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/ops/reports/work?${range}` })).statusCode).toBe(401);
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    const backwards = await get('work?from=2026-03-11&to=2026-03-10', d.admin.headers);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect((await get('work?from=2025-01-01&to=2026-03-10', d.admin.headers)).statusCode).toBe(400);
  });

  describe('CSV exports', () => {
    const csv = (table: string, headers: { authorization: string }) => get(`export/${table}?${range}`, headers);
    const rows = (body: string): string[][] => parse(body, { bom: true });

    it('streams the bookings as RFC 4180 CSV, UTF-8 with BOM, amounts in major units and times in WAT', async () => {
      const res = await csv('bookings', d.admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="fasttrack-bookings-2026-03-10-to-2026-03-11.csv"',
      );
      expect(res.body.startsWith('\uFEFFBooking,Meeting time (WAT),')).toBe(true);
      // The comma, the quotes and the line break of the name survive, quoted and doubled.
      expect(res.body).toContain('"Okafor, ""Chi""\nJunior"');
      expect(res.body.split('\r\n').at(-1)).toBe('');
      const [header, first, ...rest] = rows(res.body);
      expect(header).toEqual([
        'Booking',
        'Meeting time (WAT)',
        'Service type',
        'Airport',
        'Terminal',
        'Lead passenger',
        'Passengers',
        'Status',
        'Payment status',
        'Total (USD)',
        'Total (NGN)',
        'Rate (NGN per USD)',
        'Booked (WAT)',
      ]);
      expect(first?.slice(0, 12)).toEqual([
        d.bookings.b1.reference,
        '2026-03-10 00:30',
        'Arrival Service',
        'LOS',
        'International',
        AWKWARD_NAME,
        '1',
        'confirmed',
        'paid',
        '45.00',
        '67500.00',
        '1500.0000',
      ]);
      expect(rest.map((r) => r[0])).toContain(d.bookings.b2.reference);
      expect(rest).toHaveLength(5);
    });

    it('reads the bookings a page at a time and gives the same file', async () => {
      const paged = (
        await buffer(await reportCsv(t.app.db, { table: 'bookings', range: REPORT_DAYS, pageSize: 2 }))
      ).toString('utf8');
      expect(paged).toBe((await csv('bookings', d.admin.headers)).body);
    });

    it('exports the money report with the currency in each amount header', async () => {
      const res = await csv('money', d.admin.headers);
      expect(rows(res.body)).toEqual([
        [
          'Date (WAT)',
          'Service type',
          'Bookings paid',
          'Gross (NGN)',
          'Gross, USD equivalent (USD)',
          'Refunds',
          'Refunded (NGN)',
          'Refunded, USD equivalent (USD)',
          'Net (NGN)',
          'Net, USD equivalent (USD)',
          'Credits applied (USD)',
          'Credits returned (USD)',
        ],
        [
          '2026-03-10',
          'Arrival Service',
          '2',
          '135000.00',
          '90.00',
          '0',
          '0.00',
          '0.00',
          '135000.00',
          '90.00',
          '0.00',
          '0.00',
        ],
        [
          '2026-03-10',
          'Departure Service',
          '1',
          '135000.00',
          '90.00',
          '0',
          '0.00',
          '0.00',
          '135000.00',
          '90.00',
          '0.00',
          '0.00',
        ],
        [
          '2026-03-11',
          'Arrival Service',
          '0',
          '0.00',
          '0.00',
          '2',
          '135000.00',
          '90.00',
          '-135000.00',
          '-90.00',
          '0.00',
          '0.00',
        ],
      ]);
      expect(rows((await csv('credits', d.admin.headers)).body)).toEqual([
        ['Date (WAT)', 'Earned (USD)', 'Redeemed, net (USD)', 'Reversed (USD)', 'Expired (USD)', 'Adjusted (USD)'],
        ['2026-03-10', '2.25', '0.00', '0.00', '0.00', '0.40'],
        ['2026-03-11', '0.00', '2.00', '0.50', '0.10', '0.00'],
      ]);
    });

    it('gives dispatchers the operational tables, not the money ones', async () => {
      const comments = await csv('low-comments', d.dispatcher.headers);
      expect(comments.statusCode).toBe(200);
      expect(rows(comments.body)).toEqual([
        ['Rated (WAT)', 'Booking', 'Score', 'Officer', 'Comment'],
        ['2026-03-11 23:30', d.bookings.b2.reference, '2', 'Emeka Obi', d.awkwardComment],
      ]);
      expect(rows((await csv('terminal-hours', d.dispatcher.headers)).body)).toEqual([
        ['Airport', 'Terminal', 'Hour (WAT)', 'Services'],
        ['LOS', 'International', '00:00', '1'],
        ['LOS', 'International', '09:00', '2'],
        ['LOS', 'MMA2', '23:00', '1'],
      ]);
      // The page's utilisation column, by the same rule: 210 of 1200 minutes is 18 %, 105 of 120 is 88 %.
      expect(rows((await csv('officers', d.dispatcher.headers)).body)).toEqual([
        ['Officer', 'Badge', 'Booked minutes', 'Rostered minutes', 'Utilisation (%)'],
        ['Bola Ade', expect.any(String), '210', '1200', '18'],
        ['Emeka Obi', expect.any(String), '105', '120', '88'],
      ]);
      expect((await csv('bookings', d.dispatcher.headers)).statusCode).toBe(403);
      expect((await csv('money', d.dispatcher.headers)).statusCode).toBe(403);
      expect((await csv('credits', d.dispatcher.headers)).statusCode).toBe(403);
      expect((await csv('salaries', d.admin.headers)).statusCode).toBe(400);
    });
  });
});
