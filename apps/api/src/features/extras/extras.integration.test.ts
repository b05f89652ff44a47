/**
 * Each add-on line after the sale (issue 41 item 4), through the API and the Paystack stand-in:
 * a VIP booking (porter, buggy, lounge) paid by card; the dispatcher sees the on-request lines
 * waiting, declines the lounge, and the lounge is refunded by itself, its amount once; the later
 * cancellation of the booking returns only the rest; the assigned officer marks the porter
 * delivered (a replay of the same clientId changes nothing) and another officer is refused.
 * The catalogue is the demo one (seed/extras.ts), written into the test's database.
 */
import { formatNgnKobo, usdCentsToKobo } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingExtraLines, bookings, liveEvents, staffAuditEvents, webhookEvents } from '../../db/schema/index';
import { seedAirportExtras } from '../../db/seed/extras';
import { createFlight } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { waitForMail } from '../../test/peeks/mail';
import { bookingState, paymentRow } from '../../test/peeks/rows';
import { waitForText } from '../../test/peeks/texts';
import { type Customer, postCreate } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { verifyPhone } from '../../test/scenarios/verified-phone';
import { refundLine } from '../payments/line-refund-worker';

const WAIT = { timeout: 20_000, interval: 100 };
const HOUR = 3_600_000;
// VIP at LOS: service (0), porter (1), buggy (2, on request), lounge (3, on request, $35 per person).
const PORTER = 1;
const BUGGY = 2;
const LOUNGE = 3;

describe('add-on lines after the sale', () => {
  let t: PaymentsTestApp;
  let dispatcher: SignedIn;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    expect(await seedAirportExtras(t.app.db, 'LOS')).toBe(true);
    dispatcher = await createStaff(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  /** A customer's VIP arrival at LOS, its flight leaving `hoursAhead` from now, paid by card through the stand-in. */
  async function paidVipBooking(hoursAhead = 72): Promise<Customer & { reference: string }> {
    const who = await signIn(t.app);
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + hoursAhead * HOUR) });
    const created = await postCreate(t.app, who, { flightBookingReference: flight.reference, packageCode: 'vip' });
    expect(created.statusCode).toBe(201);
    const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, created.json().data.booking.id));
    if (!booking) throw new Error('booking not stored');
    const customer = { ...who, booking } as Customer;
    const { reference } = await payBooking(t, customer);
    return { ...customer, reference };
  }

  const extrasOf = (who: Pick<SignedIn, 'headers'>, bookingId: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/extras`, headers: who.headers });
  const waiting = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/extras/waiting?airport=LOS',
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.lines as { bookingId: string; line: { lineIndex: number; addOnCode: string } }[];
  };
  const answer = (bookingId: string, lineIndex: number, verb: 'confirm' | 'decline', payload = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${bookingId}/extras/${lineIndex}/${verb}`,
      headers: dispatcher.headers,
      payload,
    });
  /** Amounts (kobo) of the Paystack refunds the stand-in made of a transaction, as its webhooks told the app. */
  const providerRefunds = async (reference: string) => {
    // In the order they arrived: a select without an order has none.
    const rows = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventType, 'refund.processed'))
      .orderBy(webhookEvents.receivedAt);
    return rows
      .map((r) => (r.payload as { data: { transaction_reference: string; amount: string } }).data)
      .filter((d) => d.transaction_reference === reference)
      .map((d) => Number(d.amount));
  };

  it('lists the on-request lines waiting, and a declined lounge is refunded by itself, once; the cancellation returns the rest', async () => {
    const who = await paidVipBooking();
    const bookingId = who.booking.id;
    // The booker's own verified phone, which the texts of the booking go to.
    const phone = `+23481${String(Date.now() % 1e8).padStart(8, '0')}`;
    await verifyPhone(t, who.headers, phone);
    const lines = (await extrasOf(who, bookingId)).json().data.lines;
    expect(lines.map((l: { addOnCode: string; confirmation: string }) => [l.addOnCode, l.confirmation])).toEqual([
      ['porter', 'confirmed'],
      ['buggy', 'awaiting'],
      ['lounge', 'awaiting'],
    ]);
    const mine = async () => (await waiting()).filter((w) => w.bookingId === bookingId).map((w) => w.line.addOnCode);
    expect(await mine()).toEqual(['buggy', 'lounge']);

    // The buggy is confirmed: it leaves the waiting list, and is audited.
    const confirmed = await answer(bookingId, BUGGY, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.line).toMatchObject({ addOnCode: 'buggy', confirmation: 'confirmed', refund: null });
    expect(await mine()).toEqual(['lounge']);
    // The live pages hear of it (traveller, officer, board).
    const live = await t.app.db.select().from(liveEvents).where(eq(liveEvents.bookingId, bookingId));
    expect(live.filter((e) => e.type === 'extra').map((e) => e.payload)).toEqual([{ lineIndex: BUGGY }]);

    // The lounge is declined: refunded at the booking's rate, by the job, through Paystack.
    const loungeKobo = usdCentsToKobo(3500, who.booking.exchangeRateE4);
    const declined = await answer(bookingId, LOUNGE, 'decline', { reason: 'Lounge closed for works' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.line).toMatchObject({
      confirmation: 'declined',
      refund: { status: 'pending', amountNgnKobo: loungeKobo },
    });
    expect(await mine()).toEqual([]);
    // Declining again refunds nothing more.
    expect((await answer(bookingId, LOUNGE, 'decline')).statusCode).toBe(409);
    await vi.waitFor(async () => {
      const line = (await extrasOf(who, bookingId))
        .json()
        .data.lines.find((l: { lineIndex: number }) => l.lineIndex === LOUNGE);
      expect(line.refund).toEqual({ status: 'processed', amountNgnKobo: loungeKobo });
    }, WAIT);
    // The job run again asks nobody: the stand-in made one refund, of the lounge's amount.
    expect(await refundLine(t.deps, { bookingId, lineIndex: LOUNGE }, { lastAttempt: true })).toBe('nothing-to-do');
    // Its webhook may arrive after the line is done (the stand-in's answer can finish it first).
    await vi.waitFor(async () => expect(await providerRefunds(who.reference)).toEqual([loungeKobo]), WAIT);
    // The payment itself is still paid, the booking still confirmed.
    expect((await paymentRow(t, who.reference))?.status).toBe('paid');
    expect(await bookingState(t, bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // The traveller is told by e-mail: which line, the team's note, and what comes back for it.
    const told = await waitForMail(t, who.user.email, 'Lounge access (in VIP) is not available');
    expect(told.subject).toBe(`Lounge access (in VIP) is not available: ${who.booking.reference}`);
    expect(told.text).toContain("Our team's note: Lounge closed for works");
    expect(told.text).toContain(formatNgnKobo(loungeKobo));
    // And by text, for a traveller already at the airport without data.
    const text = await waitForText(t, phone, 'is not available');
    expect(text.body).toContain(`${who.booking.reference}: Lounge access (in VIP) is not available.`);
    expect(text.body).toMatch(/NGN [\d,.]+ for it is on its way back\./);
    // The traveller's own money story already counts the lounge as refunded.
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: who.headers });
    expect(read.json().data.booking.money).toMatchObject({ refundedNgnKobo: loungeKobo });
    const audit = await t.app.db
      .select({ action: staffAuditEvents.action })
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.bookingId, bookingId));
    expect(audit.map((a) => a.action).filter((a) => a.startsWith('extra.'))).toEqual([
      'extra.confirmed',
      'extra.declined',
    ]);

    // The traveller cancels: the booking's refund returns what is left, once.
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}`, headers: who.headers });
    expect(cancelled.json().data).toMatchObject({ refund: 'full' });
    await vi.waitFor(async () => expect((await paymentRow(t, who.reference))?.status).toBe('refunded'), WAIT);
    const charged = (await paymentRow(t, who.reference))?.amountMinor ?? 0;
    expect(await providerRefunds(who.reference)).toEqual([loungeKobo, charged - loungeKobo]);
    const after = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: who.headers });
    expect(after.json().data.booking.money).toMatchObject({ chargedNgnKobo: charged, refundedNgnKobo: charged });
    expect(await bookingState(t, bookingId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
  });

  it('lets the assigned officer mark the porter delivered, once per clientId, and refuses another officer', async () => {
    // Landing within the officer's two Lagos days, so the service is on their list.
    const who = await paidVipBooking(4);
    const bookingId = who.booking.id;
    const officer = await createStaff(t.app, 'officer');
    const other = await createStaff(t.app, 'officer');
    await assign(t.app.db, who.booking, officer.user.id);
    const mark = (by: SignedIn, lineIndex: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/officer/services/${bookingId}/extras/${lineIndex}/delivery`,
        headers: by.headers,
        payload,
      });
    const clientId = crypto.randomUUID();

    expect((await mark(other, PORTER, { delivered: true, clientId })).statusCode).toBe(404);
    expect((await mark(dispatcher, PORTER, { delivered: true, clientId })).statusCode).toBe(403);
    const first = await mark(officer, PORTER, { delivered: true, clientId });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.line).toMatchObject({ addOnCode: 'porter', delivery: 'delivered', refund: null });
    const [row] = await t.app.db
      .select()
      .from(bookingExtraLines)
      .where(and(eq(bookingExtraLines.bookingId, bookingId), eq(bookingExtraLines.lineIndex, PORTER)));
    // The offline queue sends it again: the same answer, nothing written.
    const replay = await mark(officer, PORTER, { delivered: true, clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.line).toEqual(first.json().data.line);
    const [again] = await t.app.db
      .select()
      .from(bookingExtraLines)
      .where(and(eq(bookingExtraLines.bookingId, bookingId), eq(bookingExtraLines.lineIndex, PORTER)));
    expect(again?.updatedAt).toEqual(row?.updatedAt);
    // Marked once, it is not marked otherwise by a new entry.
    expect((await mark(officer, PORTER, { delivered: false, clientId: crypto.randomUUID() })).statusCode).toBe(409);
    // No such line.
    expect((await mark(officer, 9, { delivered: true })).statusCode).toBe(404);

    // The officer's card lists the lines to mark.
    const services = await t.app.inject({ method: 'GET', url: '/api/officer/services', headers: officer.headers });
    const card = services.json().data.services.find((s: { id: string }) => s.id === bookingId);
    expect(card.extras.map((l: { addOnCode: string; delivery: string }) => [l.addOnCode, l.delivery])).toEqual([
      ['porter', 'delivered'],
      ['buggy', 'pending'],
      ['lounge', 'pending'],
    ]);
  });

  it("shows a booking's lines to its owner and staff only", async () => {
    const who = await paidVipBooking();
    const stranger = await signIn(t.app);
    expect((await extrasOf(stranger, who.booking.id)).statusCode).toBe(404);
    expect((await extrasOf(dispatcher, who.booking.id)).statusCode).toBe(200);
  });
});
