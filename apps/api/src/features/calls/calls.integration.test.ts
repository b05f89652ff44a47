/**
 * Calls through the business number (issue 36 item 2; ADR 311), through the Twilio stand-in:
 * "Call traveller" creates one call whose request validates against Twilio's Calls description,
 * which rings the officer and whose TwiML dials the traveller's contact phone with the business
 * caller ID; "Call my officer" does the reverse from check-in on; only the assigned officer or the
 * booking's traveller may call (404 otherwise), within the window; a mashed button rings once;
 * the call log gives the dispatcher who, when and how long, and no answer holds a number.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingAssignments, sandboxTwilioCalls, serviceMilestones } from '../../db/schema/index';
import { twilioRequestValidator } from '../../sandbox/contracts/provider-contracts';
import { TALK_SECONDS } from '../../sandbox/twilio/call-progress';
import { authHeader, createBookingForPayment, createUser } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { startListeningTestApp, type TestApp } from '../../test/test-app';

const TRAVELLER_PHONE = '+2348099998888';
const OFFICER_PHONE = '+2348030000000';

describe('calls between officer and traveller', () => {
  let t: TestApp;
  let dispatcher: { authorization: string };
  beforeAll(async () => {
    t = await startListeningTestApp({ JOB_WORKERS: 'true' }, { roster: false });
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  const call = (bookingId: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/calls`, headers });
  const log = (bookingId: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/calls`, headers });
  /**
   * A confirmed, paid service `meetingInMinutes` ahead with one assigned officer, the booking's
   * contact phone the lead passenger's own, and its flight timed to the meeting time, so the
   * flight rounds the job workers run move nothing.
   */
  const service = async (meetingInMinutes = 20) => {
    const owner = await createUser(t.app.db, { role: 'customer', firstName: 'Ada' });
    const [officer] = await seedRoster(t.app.db, { officers: 1, firstName: 'Tunde' });
    if (!officer) throw new Error('no officer seeded');
    const booking = await createBookingForPayment(t.app.db, owner, {
      meetingTime: new Date(Date.now() + meetingInMinutes * 60_000),
      status: 'confirmed',
      paymentStatus: 'paid',
      contactPhone: TRAVELLER_PHONE,
    });
    await t.app.db.insert(bookingAssignments).values({
      bookingId: booking.id,
      officerId: officer.id,
      windowStart: booking.serviceWindowStart,
      windowEnd: booking.serviceWindowEnd,
    });
    return {
      booking,
      officer,
      traveller: await authHeader(t.app, owner),
      officerAuth: await authHeader(t.app, { id: officer.id, role: 'officer' }),
    };
  };
  const checkIn = (bookingId: string, headers: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/officer/services/${bookingId}/milestones`,
      headers,
      payload: { milestone: 'checked_in' },
    });
  /** The stand-in's calls: the first leg placed through the API, and the leg its `<Dial>` made. */
  const standInCalls = async (firstLegTo: string, since: Date) => {
    const rows = await t.app.db.select().from(sandboxTwilioCalls);
    const first = rows.filter((r) => r.parentCallSid === null && r.to === firstLegTo && r.createdAt >= since);
    return { first, dialled: rows.filter((r) => first.some((f) => f.sid === r.parentCallSid)) };
  };
  const completed = async (bookingId: string, headers: { authorization: string }) =>
    vi.waitFor(
      async () => {
        const [latest] = (await log(bookingId, headers)).json().data.calls;
        expect(latest).toMatchObject({ status: 'completed', connected: true });
        return latest;
      },
      { timeout: 30_000, interval: 200 },
    );

  it('"Call traveller" rings the officer and dials the traveller with the business caller ID; the dispatcher sees who, when and how long', async () => {
    const s = await service();
    const since = new Date(Date.now() - 1000);
    const placed = await call(s.booking.id, s.officerAuth);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.call).toMatchObject({
      direction: 'officer_to_traveller',
      placedBy: { role: 'officer', name: expect.stringContaining('Tunde') },
    });
    // Neither number is ever answered to anyone.
    expect(placed.body).not.toContain(TRAVELLER_PHONE);

    const done = await completed(s.booking.id, dispatcher);
    expect(done.durationSeconds).toBeGreaterThanOrEqual(TALK_SECONDS);
    expect(Date.parse(done.placedAt)).toBeGreaterThanOrEqual(since.getTime());
    const { first, dialled } = await standInCalls(OFFICER_PHONE, since);
    expect(first).toHaveLength(1);
    const [officerLeg] = first;
    const callerId = t.config.texts.callerId;
    expect(officerLeg?.from).toBe(callerId);
    const validate = twilioRequestValidator(
      '/2010-04-01/Accounts/{AccountSid}/Calls.json',
      'twilio-calls-api-v2010.json',
    );
    expect(validate(structuredClone(officerLeg?.request)), JSON.stringify(validate.errors)).toBe(true);

    // The TwiML the product answered when the officer picked up: <Dial callerId=business><Number>traveller.
    const twiml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false }).parse(
      officerLeg?.twiml ?? '',
    );
    expect(twiml.Response.Dial).toMatchObject({ callerId, Number: TRAVELLER_PHONE });
    expect(dialled).toHaveLength(1);
    expect(dialled[0]).toMatchObject({ to: TRAVELLER_PHONE, from: callerId });

    // The test-mode page shows the calls beside the texts.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/texts?to=${encodeURIComponent(TRAVELLER_PHONE)}` });
    expect(page.body).toContain('<h2>Calls</h2>');
    expect(page.body).toContain('Dialled by the TwiML');
    const json = await t.app.inject({
      method: 'GET',
      url: `/sandbox/texts/calls?to=${encodeURIComponent(OFFICER_PHONE)}`,
    });
    expect(json.json().data.map((c: { sid: string }) => c.sid)).toContain(officerLeg?.sid);

    const forDesk = await log(s.booking.id, dispatcher);
    expect(forDesk.body).not.toContain(TRAVELLER_PHONE);
    expect(forDesk.body).not.toContain(OFFICER_PHONE);
  });

  it('only the assigned officer or the booking’s traveller may call (404 otherwise), and a mashed button rings once', async () => {
    const s = await service();
    const other = await service();
    const stranger = await authHeader(t.app, await createUser(t.app.db, { role: 'customer' }));
    expect((await call(s.booking.id, other.officerAuth)).statusCode).toBe(404);
    expect((await call(s.booking.id, other.traveller)).statusCode).toBe(404);
    expect((await call(s.booking.id, stranger)).statusCode).toBe(404);
    expect((await call(s.booking.id, dispatcher)).statusCode).toBe(404);
    expect((await log(s.booking.id, stranger)).statusCode).toBe(404);

    const since = new Date(Date.now() - 1000);
    const taps = await Promise.all([1, 2, 3, 4, 5].map(() => call(s.booking.id, s.officerAuth)));
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(taps.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeDefined();
    await completed(s.booking.id, s.officerAuth);
    expect((await standInCalls(OFFICER_PHONE, since)).first).toHaveLength(1);
  });

  it('"Call my officer" works from check-in to completion: the traveller’s phone rings first, then the officer’s', async () => {
    const s = await service();
    const early = await call(s.booking.id, s.traveller);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can call your officer once they have checked in at the meeting point.');

    expect((await checkIn(s.booking.id, s.officerAuth)).statusCode).toBe(200);
    const since = new Date(Date.now() - 1000);
    const placed = await call(s.booking.id, s.traveller);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.call).toMatchObject({
      direction: 'traveller_to_officer',
      placedBy: { role: 'customer' },
    });
    await completed(s.booking.id, s.traveller);
    const { first, dialled } = await standInCalls(TRAVELLER_PHONE, since);
    expect(first).toHaveLength(1);
    expect(dialled[0]).toMatchObject({ to: OFFICER_PHONE, from: t.config.texts.callerId });

    // Completed: no more calls.
    await t.app.db
      .insert(serviceMilestones)
      .values({ bookingId: s.booking.id, milestone: 'completed', actorUserId: s.officer.id, reachedAt: new Date() });
    const after = await call(s.booking.id, s.traveller);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Calls are possible only while the service is under way.');
  });

  it('the officer may call once check-in opens, not before', async () => {
    const s = await service(6 * 60);
    const early = await call(s.booking.id, s.officerAuth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can call the traveller once check-in opens for this service.');
  });

  it('refuses Twilio webhooks without a valid signature', async () => {
    const s = await service();
    for (const what of ['twiml', 'status', 'dial']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/twilio/calls/${s.booking.id}/${what}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
        payload: 'CallSid=CA00&CallStatus=completed&DialCallStatus=completed',
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
