/**
 * The audit trail (issue 15 §7 Audit): staff actions are recorded with actor and time, and an
 * admin reads a booking's events, oldest first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditEvents } from '../../db/schema/index';
import { createBookingForPayment, createUser } from '../../test/factories';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordStaffAudit } from '../operations/index';

describe('audit', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await createStaff(t.app, 'admin', { firstName: 'Amaka', lastName: 'Eze' });
  });
  afterAll(() => t.close());

  it("answers a booking's events with actor name, role and time, oldest first", async () => {
    const booking = await createBookingForPayment(t.app.db, await createUser(t.app.db));
    const dispatcher = await createStaff(t.app, 'dispatcher', { firstName: 'Dayo', lastName: 'Ade' });
    const officer = await createStaff(t.app, 'officer', { firstName: 'Ngozi', lastName: 'Bello' });
    await recordStaffAudit(
      t.app.db,
      { userId: dispatcher.user.id, role: 'dispatcher' },
      {
        action: 'assignment.assigned',
        subjectType: 'booking',
        subjectId: booking.id,
        bookingId: booking.id,
        details: { officerId: officer.user.id, replacedOfficerId: 'an-account-gone' },
      },
    );
    await recordStaffAudit(
      t.app.db,
      { userId: null, role: 'system' },
      {
        action: 'assignment.released',
        subjectType: 'booking',
        subjectId: booking.id,
        bookingId: booking.id,
      },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/bookings/${booking.id}/audit`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      {
        action: 'assignment.assigned',
        actor: { id: dispatcher.user.id, name: 'Dayo Ade', role: 'dispatcher' },
        // Officers by name, not id (issue 26 §6); an id whose account is gone stays.
        details: { officer: 'Ngozi Bello', replacedOfficerId: 'an-account-gone' },
      },
      { action: 'assignment.released', actor: { id: null, name: null, role: 'system' }, details: null },
    ]);
    expect(Date.parse(res.json().data[0].at)).not.toBeNaN();
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/bookings/00000000-0000-4000-8000-000000000000/audit',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('records shift, officer and meeting point changes with the admin as actor', async () => {
    const officer = await createStaff(t.app, 'officer');
    const shift = await t.app.inject({
      method: 'POST',
      url: '/api/ops/shifts',
      headers: admin.headers,
      payload: {
        officerId: officer.user.id,
        startsAt: '2026-12-05T05:00:00+01:00',
        endsAt: '2026-12-05T23:00:00+01:00',
      },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/ops/shifts/${shift.json().data.id}`, headers: admin.headers });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/officers/${officer.user.id}`,
      headers: admin.headers,
      payload: { languages: ['English', 'Yoruba'] },
    });
    const point = await t.app.inject({
      method: 'PUT',
      url: '/api/ops/airports/LOS/meeting-points/Domestic/departure',
      headers: admin.headers,
      payload: { description: 'At the Domestic terminal entrance, by the departures board.' },
    });
    expect(point.statusCode).toBe(200);
    const rows = await t.app.db
      .select({ action: staffAuditEvents.action })
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.actorUserId, admin.user.id))
      .orderBy(staffAuditEvents.createdAt);
    expect(rows.map((r) => r.action)).toEqual([
      'shift.created',
      'shift.removed',
      'officer.updated',
      'meeting_point.updated',
    ]);
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/ops/meeting-points?airport=LOS',
      headers: admin.headers,
    });
    expect(points.json().data).toContainEqual({
      airportIata: 'LOS',
      terminal: 'Domestic',
      serviceType: 'departure',
      description: 'At the Domestic terminal entrance, by the departures board.',
      // Left out of the edit, the short wording for texts is kept (issue 36 item 6).
      shortLabel: 'by the information desk, departure hall',
    });
  });
});
