/**
 * Our own no-show (issue 26 §2, ADR 251): when a confirmed service's no-show time comes and its
 * officer never checked in, the round cancels it, refunds it in full through the refund job and
 * sends our apology through the outbox. A service the officer checked in for, or one whose time
 * has not come, is left alone (injected clock).
 */
import { cancellationRuleMessage } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMilestones } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { mailbox, waitForMail } from '../../test/peeks/mail';
import { customerWithBooking } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { runMissedServiceRound } from './missed-service.job';

const MINUTE = 60_000;

describe('when our officer never checks in', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  const status = async (who: Awaited<ReturnType<typeof customerWithBooking>>) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${who.booking.id}`, headers: who.headers })).json().data
      .booking;

  it('cancels the arrival an hour after its meeting time, refunds it in full and apologises by e-mail', async () => {
    const meetingTime = new Date(Date.now() + 4 * 60 * MINUTE);
    const missed = await customerWithBooking(t, { meetingTime });
    const served = await customerWithBooking(t, { meetingTime });
    await payBooking(t, missed);
    await payBooking(t, served);
    await t.app.db.insert(serviceMilestones).values({ bookingId: served.booking.id, milestone: 'checked_in' });

    const early = await runMissedServiceRound(t.app, new Date(meetingTime.getTime() + 59 * MINUTE));
    expect(early).not.toContain(missed.booking.id);
    expect((await status(missed)).status).toBe('confirmed');

    const round = await runMissedServiceRound(t.app, new Date(meetingTime.getTime() + 60 * MINUTE));
    expect(round).toContain(missed.booking.id);
    expect(round).not.toContain(served.booking.id);
    expect(await status(missed)).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    expect((await status(served)).status).toBe('confirmed');
    // A second round finds nothing more to do.
    expect(await runMissedServiceRound(t.app, new Date(meetingTime.getTime() + 61 * MINUTE))).not.toContain(
      missed.booking.id,
    );

    const apology = await waitForMail(t, missed.user.email, 'Our apology');
    expect(apology.subject).toBe(`Our apology: booking ${missed.booking.reference} refunded in full`);
    expect(apology.text).toContain(cancellationRuleMessage('business_no_show'));
    const refunded = await waitForMail(t, missed.user.email, 'Refund completed', 20_000);
    expect(refunded.text).toContain(missed.booking.reference);
    expect(await status(missed)).toMatchObject({ paymentStatus: 'refunded', refundStatus: 'processed' });
    expect((await mailbox(t, served.user.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('apology'),
    );
  });
});
