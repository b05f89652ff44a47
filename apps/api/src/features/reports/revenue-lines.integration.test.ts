/**
 * Revenue by line (issue 41 item 5): the money report breaks its net down by served airport and
 * kind of price line, from the lines each booking was sold with. On a hand-built set over
 * 14-15 April 2026 (WAT) whose figures are worked out below; the rows add up to the report's net.
 */
import type { PriceLine } from '@fasttrack/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAYS = { from: '2026-04-14', to: '2026-04-15' } as const;
const at = (iso: string) => new Date(iso);

const line = (kind: PriceLine['kind'], quantity: number, unitPriceUsdCents: number): PriceLine => ({
  kind,
  label: kind,
  unit: kind === 'service' ? 'per passenger' : 'per booking',
  quantity,
  unitPriceUsdCents,
  amountUsdCents: quantity * unitPriceUsdCents,
});

describe('revenue by line', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    const db = t.app.db;
    admin = await createStaff(t.app, 'admin');
    await createServedAirport(db, { iata: 'ABV' });
    const user = await createUser(db);
    const flight = await createFlight(db);
    const paid = { status: 'confirmed', paymentStatus: 'paid', userId: user.id, flightId: flight.id } as const;
    // Every booking at ₦1,500 per dollar (the factory's rate).
    const book = (airportIata: string, lines: PriceLine[], passengerCount = lines[0]?.quantity ?? 1) => {
      const totalUsdCents = lines.reduce((sum, l) => sum + l.amountUsdCents, 0);
      return createBooking(db, {
        ...paid,
        airportIata,
        passengerCount,
        priceLines: lines,
        unitPriceUsdCents: lines[0]?.unitPriceUsdCents ?? 0,
        totalUsdCents,
        totalNgnKobo: totalUsdCents * 1500,
      });
    };
    // LOS: two passengers at $45 ($90), paid in the range.
    const los = await book('LOS', [line('service', 2, 4500)]);
    await insertPayment(db, los, { paidAt: at('2026-04-14T10:00:00Z') });
    // LOS: one at $45, paid before the range and refunded inside it: -$45.
    const losRefunded = await book('LOS', [line('service', 1, 4500)]);
    await insertPayment(db, losRefunded, {
      status: 'refunded',
      paidAt: at('2026-04-10T10:00:00Z'),
      refundedAt: at('2026-04-15T10:00:00Z'),
    });
    // ABV at night: $50 + $10 night surcharge, ₦90,000 charged.
    const night = await book('ABV', [line('service', 1, 5000), line('night_surcharge', 1, 1000)]);
    await insertPayment(db, night, { paidAt: at('2026-04-14T22:30:00Z') });
    // ABV urgent: 2 × $50 + $15 = $115, of which credits paid $15: ₦150,000 charged, shared
    // 100:15. Urgent: round(150,000 × 15 / 115) = ₦19,565.22 ($13.04); the service the rest.
    const urgent = await book('ABV', [line('service', 2, 5000), line('urgent_surcharge', 1, 1500)]);
    await insertPayment(db, urgent, { paidAt: at('2026-04-15T08:00:00Z'), amountMinor: 15_000_000 });
    // Paid after the range (00:00 WAT on the 16th): not counted.
    const later = await book('ABV', [line('service', 1, 5000), line('night_surcharge', 1, 1000)]);
    await insertPayment(db, later, { paidAt: at('2026-04-15T23:00:00Z') });
  });
  afterAll(() => t.close());

  const get = (path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ops/reports/${path}?from=${DAYS.from}&to=${DAYS.to}`,
      headers: admin.headers,
    });

  it('gives each airport and kind of line its share of the net, adding up to the net', async () => {
    const res = await get('money');
    expect(res.statusCode).toBe(200);
    const { revenueByLine, totals } = res.json().data;
    expect(revenueByLine).toEqual([
      // ₦75,000 + ₦130,434.78; $50 + $86.96.
      { airportIata: 'ABV', kind: 'service', netNgnKobo: 20_543_478, netUsdCents: 13_696 },
      { airportIata: 'ABV', kind: 'urgent_surcharge', netNgnKobo: 1_956_522, netUsdCents: 1304 },
      { airportIata: 'ABV', kind: 'night_surcharge', netNgnKobo: 1_500_000, netUsdCents: 1000 },
      // ₦135,000 less the ₦67,500 refunded.
      { airportIata: 'LOS', kind: 'service', netNgnKobo: 6_750_000, netUsdCents: 4500 },
    ]);
    const sum = (key: 'netNgnKobo' | 'netUsdCents') =>
      revenueByLine.reduce((s: number, r: Record<string, number>) => s + (r[key] ?? 0), 0);
    expect({ netNgnKobo: sum('netNgnKobo'), netUsdCents: sum('netUsdCents') }).toEqual({
      netNgnKobo: totals.netNgnKobo,
      netUsdCents: totals.netUsdCents,
    });
  });

  it('exports the same rows as CSV, the kinds in words and amounts in major units', async () => {
    const res = await get('export/revenue-lines');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="fasttrack-revenue-lines-2026-04-14-to-2026-04-15.csv"',
    );
    expect(parse(res.body, { bom: true })).toEqual([
      ['Airport', 'Line', 'Net (USD)', 'Net (NGN)'],
      ['ABV', 'Service', '136.96', '205434.78'],
      ['ABV', 'Urgent surcharge', '13.04', '19565.22'],
      ['ABV', 'Night surcharge', '10.00', '15000.00'],
      ['LOS', 'Service', '45.00', '67500.00'],
    ]);
  });
});
