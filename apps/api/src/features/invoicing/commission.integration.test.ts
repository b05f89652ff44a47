/**
 * Agency commission (issue 39 item 4): earned once when the officer completes a service booked by
 * an agency with a rate, never for a cancelled booking nor for a company; payouts recorded by an
 * admin (audited), and the agency's statement shows commission earned, paid and unpaid.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, domainEventReceipts, organisationLedger, staffAuditEvents } from '../../db/schema/index';
import { recordDomainEvent } from '../../lib/domain-events';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { createOrganisation, memberOf, serviceOnAccount } from '../../test/scenarios/invoicing';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';

describe('agency commission', () => {
  let t: PaymentsTestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const post = (url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const commissionOf = (bookingId: string) =>
    t.app.db
      .select({ amount: organisationLedger.amountNgnKobo, organisationId: organisationLedger.organisationId })
      .from(organisationLedger)
      .where(and(eq(organisationLedger.bookingId, bookingId), eq(organisationLedger.kind, 'commission')));

  /** The officer runs the service through to `completed` (check-in, code, immigration, baggage). */
  async function complete(s: Awaited<ReturnType<typeof confirmedService>>) {
    const step = (milestone: string) =>
      post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
    expect((await step('checked_in')).statusCode).toBe(200);
    expect((await post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })).statusCode).toBe(
      200,
    );
    for (const milestone of ['immigration', 'baggage', 'completed']) {
      const res = await step(milestone);
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** A service under way booked by `organisationId`, for ₦67,500.05. */
  async function agencyService(organisationId: string) {
    const s = await confirmedService(t.app);
    await t.app.db
      .update(bookings)
      .set({ organisationId, totalNgnKobo: 6_750_005 })
      .where(eq(bookings.id, s.booking.id));
    return s;
  }

  /** Waits until the `invoicing` subscriber has handled event `id`. */
  const handled = (id: number) =>
    vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(domainEventReceipts)
          .where(and(eq(domainEventReceipts.subscriber, 'invoicing'), eq(domainEventReceipts.eventId, id)));
        if (!row) throw new Error(`event ${id} not handled yet`);
      },
      { timeout: 15_000, interval: 100 },
    );

  it('earns an agency its rate once when the service is completed, and a company nothing', async () => {
    const agency = await createOrganisation(t.app, { kind: 'travel_agency', commissionBps: 1_000 });
    const s = await agencyService(agency.id);
    await complete(s);
    // 10 % of 6,750,005 kobo is 675,000.5: half up.
    const earned = await vi.waitFor(
      async () => {
        const rows = await commissionOf(s.booking.id);
        if (rows.length === 0) throw new Error('no commission yet');
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(earned).toEqual([{ amount: -675_001, organisationId: agency.id }]);

    // The same completion heard again earns nothing more.
    const replay = await recordDomainEvent(t.app.db, t.app.jobs, {
      type: 'service.completed',
      aggregateId: s.booking.id,
      payload: { organisationId: agency.id },
      actor: { userId: null, role: 'system' },
    });
    await handled(replay);
    expect(await commissionOf(s.booking.id)).toHaveLength(1);

    const company = await createOrganisation(t.app, { commissionBps: 1_000 });
    const c = await agencyService(company.id);
    await complete(c);
    const event = await recordDomainEvent(t.app.db, t.app.jobs, {
      type: 'service.completed',
      aggregateId: c.booking.id,
      payload: { organisationId: company.id },
      actor: { userId: null, role: 'system' },
    });
    await handled(event);
    expect(await commissionOf(c.booking.id)).toEqual([]);
  });

  it('never pays commission on a cancelled or refunded booking', async () => {
    const agency = await createOrganisation(t.app, { kind: 'travel_agency', commissionBps: 1_000 });
    const owner = await memberOf(t.app, agency.id, 'owner');
    const cancelled = await serviceOnAccount(t.app, {
      organisationId: agency.id,
      bookerId: owner.user.id,
      amountNgnKobo: 1_000_000,
      occurredAt: new Date(),
    });
    await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.bookingId));
    const refunded = await serviceOnAccount(t.app, {
      organisationId: agency.id,
      bookerId: owner.user.id,
      amountNgnKobo: 1_000_000,
      occurredAt: new Date(),
    });
    await t.app.db
      .update(bookings)
      .set({ status: 'completed', refundStatus: 'processed' })
      .where(eq(bookings.id, refunded.bookingId));
    for (const bookingId of [cancelled.bookingId, refunded.bookingId]) {
      const id = await recordDomainEvent(t.app.db, t.app.jobs, {
        type: 'service.completed',
        aggregateId: bookingId,
        payload: { organisationId: agency.id },
        actor: { userId: null, role: 'system' },
      });
      await handled(id);
      expect(await commissionOf(bookingId)).toEqual([]);
    }
  });

  it("records payouts (audited) and shows commission earned, paid and unpaid on the agency's statement", async () => {
    const agency = await createOrganisation(t.app, { kind: 'travel_agency', commissionBps: 500 });
    const finance = await memberOf(t.app, agency.id, 'finance');
    const s = await agencyService(agency.id);
    await complete(s);
    await vi.waitFor(
      async () => {
        if ((await commissionOf(s.booking.id)).length === 0) throw new Error('no commission yet');
      },
      { timeout: 15_000, interval: 100 },
    );
    // 5 % of 6,750,005 = 337,500.25 -> 337,500.
    const payout = { reference: 'TRF-2026-0042', amountNgnKobo: 300_000, paidOn: '2026-11-20' };
    const paid = await post(`/ops/organisations/${agency.id}/payouts`, admin.headers, payout);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ unpaidNgnKobo: 37_500 });
    expect((await post(`/ops/organisations/${agency.id}/payouts`, admin.headers, payout)).statusCode).toBe(409);
    const [audit] = await t.app.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.subjectId, agency.id));
    expect(audit).toMatchObject({ action: 'commission.payout_recorded', actorUserId: admin.user.id });

    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${agency.id}/statement`,
      headers: finance.headers,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const data = statement.json().data;
    expect(data.commission).toEqual({
      rateBps: 500,
      earnedNgnKobo: 337_500,
      paidNgnKobo: 300_000,
      unpaidNgnKobo: 37_500,
    });
    expect(data.entries.map((e: { kind: string }) => e.kind)).toEqual(['commission_payout', 'commission']);
    expect(data.balanceNgnKobo).toBe(300_000 - 337_500);

    const future = await post(`/ops/organisations/${agency.id}/payouts`, admin.headers, {
      ...payout,
      reference: 'TRF-LATER',
      paidOn: '2099-01-01',
    });
    expect(future.statusCode).toBe(400);
    const company = await createOrganisation(t.app);
    expect((await post(`/ops/organisations/${company.id}/payouts`, admin.headers, payout)).statusCode).toBe(409);
    expect(
      (await post('/ops/organisations/00000000-0000-4000-8000-000000000000/payouts', admin.headers, payout)).statusCode,
    ).toBe(404);
    expect((await post(`/ops/organisations/${agency.id}/payouts`, finance.headers, payout)).statusCode).toBe(404);
  });
});
