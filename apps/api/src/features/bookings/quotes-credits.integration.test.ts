/**
 * The quote's credits (issue 41 item 5: "the lines ..., credits, the total"): with `useCredits`,
 * a signed-in traveller sees what their loyalty credits would pay of a booking made now and what
 * is left to pay in naira, by the rule checkout applies (contracts `creditSplit`). A visitor asking
 * is told to sign in; the credits of one traveller never show in another's quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { grantCredits } from '../../test/scenarios/credits';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/quotes with useCredits', () => {
  let t: TestApp;
  let ada: SignedIn;
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    const admin = await signIn(t.app, 'admin');
    expect((await grantCredits(t, admin.headers, ada.user.email, 2000)).statusCode).toBe(200);
    reference = (await createFlight(t.app.db)).reference;
  });
  afterAll(() => t.close());

  const quote = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers,
      payload: { flightBookingReference: reference, serviceType: 'arrival', passengerCount: 2, ...payload },
    });

  it("divides the total between the traveller's credits and the naira left to pay", async () => {
    const res = await quote({ useCredits: true }, ada.headers);
    expect(res.statusCode).toBe(200);
    const q = res.json().data.quote;
    expect(q.totalUsdCents).toBe(9000);
    // $20.00 of credits; $70.00 left, ₦105,000.00 at ₦1,500 per dollar.
    expect(q.credits).toEqual({ creditsUsdCents: 2000, moneyUsdCents: 7000, moneyNgnKobo: 10_500_000 });
  });

  it('shows no credits to a traveller who has none, and none when not asked', async () => {
    const bola = await signIn(t.app);
    expect((await quote({ useCredits: true }, bola.headers)).json().data.quote.credits).toEqual({
      creditsUsdCents: 0,
      moneyUsdCents: 9000,
      moneyNgnKobo: 13_500_000,
    });
    expect((await quote({}, ada.headers)).json().data.quote.credits).toBeNull();
  });

  it('asks a visitor who wants to use credits to sign in', async () => {
    const res = await quote({ useCredits: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect((await quote({ useCredits: false })).statusCode).toBe(200);
  });
});
