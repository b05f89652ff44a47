/**
 * Reconciliation with Paystack (issue 30 §3, "Done when") against the Paystack stand-in over
 * HTTP, read a page at a time: one payment missing on each side and one amount mismatch are
 * found, the rest match; the run is recorded, shown as the latest and exported as CSV; the
 * nightly job records yesterday's.
 */
import { lagosToday } from '@fasttrack/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { insertPayment } from '../../test/scenarios/paid-booking';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { startListeningTestApp, type TestApp } from '../../test/test-app';
import { reconcile } from './reconciliation';
import { paystackClientOf, reconcileYesterday } from './reconciliation.job';

const CARD = { number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' };
const KOBO = 6_750_000;

describe('reconciliation with Paystack', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;
  const today = lagosToday();
  const range = { from: today, to: today };

  /** A transaction at the stand-in, paid by card unless `pay` is false. */
  async function theirs(reference: string, amount: number, pay = true) {
    const init = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
      payload: { email: 'ada@example.com', amount, reference },
    });
    expect(init.statusCode).toBe(200);
    if (!pay) return;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${init.json().data.access_code}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(CARD).toString(),
    });
    expect(paid.statusCode).toBeLessThan(400);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/sandbox/paystack/transaction/verify/${reference}`,
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
    });
    expect(verify.json().data.status).toBe('success');
  }

  beforeAll(async () => {
    t = await startListeningTestApp({}, { roster: false });
    admin = await createStaff(t.app, 'admin');
    dispatcher = await createStaff(t.app, 'dispatcher');
    const ada = await createUser(t.app.db);
    const flight = await createFlight(t.app.db);
    const ours = async (reference: string, status: 'paid' | 'initialized', amountMinor = KOBO) =>
      insertPayment(t.app.db, await createBooking(t.app.db, { userId: ada.id, flightId: flight.id }), {
        status,
        reference,
        amountMinor,
        ...(status === 'paid' ? { paidAt: new Date() } : {}),
      });
    await theirs('REC-MATCHED', KOBO);
    await ours('REC-MATCHED', 'paid');
    await theirs('REC-MATCHED-2', KOBO);
    await ours('REC-MATCHED-2', 'paid');
    await theirs('REC-THEIRS-ONLY', KOBO);
    await ours('REC-OURS-ONLY', 'paid');
    await theirs('REC-AMOUNT', KOBO);
    await ours('REC-AMOUNT', 'paid', KOBO - 100_00);
    // An abandoned checkout on both sides is no money: it matches.
    await theirs('REC-ABANDONED', KOBO, false);
    await ours('REC-ABANDONED', 'initialized');
  });
  afterAll(() => t.close());

  const expected = {
    matched: 3,
    differences: [
      {
        kind: 'amount-differs',
        reference: 'REC-AMOUNT',
        ours: { amountKobo: KOBO - 100_00, status: 'paid' },
        theirs: { amountKobo: KOBO, status: 'success' },
      },
      { kind: 'ours-only', reference: 'REC-OURS-ONLY', ours: { amountKobo: KOBO, status: 'paid' }, theirs: null },
      {
        kind: 'theirs-only',
        reference: 'REC-THEIRS-ONLY',
        ours: null,
        theirs: { amountKobo: KOBO, status: 'success' },
      },
    ],
  };

  it('finds one missing on each side and one amount mismatch, reading Paystack two at a time', async () => {
    const run = await reconcile({ db: t.app.db, paystack: paystackClientOf(t.app) }, range, {
      ranBy: admin.user.id,
      perPage: 2,
    });
    expect(run).toMatchObject({ from: today, to: today, ranBy: admin.user.id, ...expected });
  });

  it('lets an admin run one, see it as the latest and download its differences as CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/reports/reconciliation',
      headers: admin.headers,
      payload: range,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(expected);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/ops/reports/reconciliation/latest',
      headers: admin.headers,
    });
    expect(latest.json().data.id).toBe(res.json().data.id);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/ops/reports/reconciliation/${res.json().data.id}/export`,
      headers: admin.headers,
    });
    expect(parse(csv.body, { bom: true })).toEqual([
      ['Difference', 'Reference', 'Our amount (NGN)', 'Our status', 'Paystack amount (NGN)', 'Paystack status'],
      ['Amount differs', 'REC-AMOUNT', '67400.00', 'paid', '67500.00', 'success'],
      ['Ours only', 'REC-OURS-ONLY', '67500.00', 'paid', '', ''],
      ['Paystack only', 'REC-THEIRS-ONLY', '', '', '67500.00', 'success'],
    ]);
  });

  it('keeps reconciliation from dispatchers', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/ops/reports/reconciliation',
      headers: dispatcher.headers,
      payload: range,
    });
    expect(post.statusCode).toBe(403);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/ops/reports/reconciliation/latest',
      headers: dispatcher.headers,
    });
    expect(latest.statusCode).toBe(403);
  });

  it('the nightly run reconciles the Lagos day before', async () => {
    const tomorrowNoon = new Date(Date.now() + 86_400_000);
    const run = await reconcileYesterday({ db: t.app.db, paystack: paystackClientOf(t.app) }, tomorrowNoon);
    expect(run).toMatchObject({ from: today, to: today, ranBy: null, ...expected });
  });
});
