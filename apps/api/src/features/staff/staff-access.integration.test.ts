/**
 * Every staff route with every kind of caller (issue 15 §2, Done when): no token 401, a
 * customer 404, an officer 403 on dispatcher and admin routes, a dispatcher 403 on admin routes,
 * a deactivated admin 401, and the allowed role gets through (anything but 401/403/404 from the
 * role check).
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { authHeader, createBookingForPayment, createUser } from '../../test/factories';
import { createStaff } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

interface RouteCase {
  method: HTTPMethods;
  url: string;
  /** Roles allowed; every other staff role gets 403. */
  allowed: StaffRole[];
  /** Routes of the operations feature, by their pattern: skipped until they are mounted. */
  operations?: string;
}

const id = randomUUID();
const ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/ops/staff', allowed: ['admin'] },
  { method: 'POST', url: '/api/ops/staff', allowed: ['admin'] },
  { method: 'POST', url: `/api/ops/staff/${id}/deactivate`, allowed: ['admin'] },
  { method: 'GET', url: '/api/ops/officers', allowed: ['dispatcher', 'admin'] },
  { method: 'POST', url: '/api/ops/officers', allowed: ['dispatcher', 'admin'] },
  { method: 'PATCH', url: `/api/ops/officers/${id}`, allowed: ['dispatcher', 'admin'] },
  { method: 'PUT', url: `/api/ops/officers/${id}/photo`, allowed: ['dispatcher', 'admin'] },
  { method: 'GET', url: `/api/ops/officers/${id}/photo`, allowed: ['officer', 'dispatcher', 'admin'] },
  { method: 'GET', url: '/api/ops/shifts?from=2026-11-01&to=2026-11-07', allowed: ['dispatcher', 'admin'] },
  { method: 'POST', url: '/api/ops/shifts', allowed: ['dispatcher', 'admin'] },
  { method: 'PATCH', url: `/api/ops/shifts/${id}`, allowed: ['dispatcher', 'admin'] },
  { method: 'DELETE', url: `/api/ops/shifts/${id}`, allowed: ['dispatcher', 'admin'] },
  { method: 'GET', url: '/api/ops/board?date=2026-11-23', allowed: ['dispatcher', 'admin'] },
  { method: 'GET', url: '/api/officer/services', allowed: ['officer'] },
  { method: 'GET', url: '/api/ops/meeting-points', allowed: ['dispatcher', 'admin'] },
  { method: 'GET', url: '/api/ops/officers?airport=LOS', allowed: ['dispatcher', 'admin'] },
  { method: 'PUT', url: '/api/ops/airports/LOS/meeting-points/International/arrival', allowed: ['admin'] },
  { method: 'GET', url: `/api/ops/bookings/${id}/audit`, allowed: ['admin'] },
  {
    method: 'POST',
    url: `/api/ops/bookings/${id}/assignments`,
    allowed: ['dispatcher', 'admin'],
    operations: '/api/ops/bookings/:id/assignments',
  },
  {
    method: 'DELETE',
    url: `/api/ops/bookings/${id}/assignments/${id}`,
    allowed: ['dispatcher', 'admin'],
    operations: '/api/ops/bookings/:id/assignments/:officerId',
  },
  {
    method: 'GET',
    url: `/api/ops/bookings/${id}/candidates`,
    allowed: ['dispatcher', 'admin'],
    operations: '/api/ops/bookings/:id/candidates',
  },
];

const STAFF: StaffRole[] = ['officer', 'dispatcher', 'admin'];

describe('staff routes: who may call them', () => {
  let t: TestApp;
  const headers: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    for (const role of STAFF) headers[role] = (await createStaff(t.app, role)).headers;
    const customer = await createUser(t.app.db);
    headers.customer = await authHeader(t.app, customer);
    // A booking of the customer, so the booking routes have something real to refuse.
    await createBookingForPayment(t.app.db, customer);
    const gone = await createStaff(t.app, 'admin');
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));
    headers.deactivated = gone.headers;
  });
  afterAll(() => t.close());

  const mounted = (route: RouteCase) =>
    !route.operations || t.app.hasRoute({ method: route.method, url: route.operations });
  const call = (route: RouteCase, who?: string) =>
    t.app.inject({ method: route.method, url: route.url, headers: who ? headers[who] : {} });

  describe.each(ROUTES)('$method $url', (route) => {
    it('answers 401 without a token, 404 to a customer, 401 to a deactivated admin', async (ctx) => {
      if (!mounted(route)) ctx.skip();
      expect((await call(route)).statusCode).toBe(401);
      const customer = await call(route, 'customer');
      expect(customer.statusCode).toBe(404);
      expect(customer.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect((await call(route, 'deactivated')).statusCode).toBe(401);
    });

    it('answers 403 to staff without the role and lets the allowed roles through', async (ctx) => {
      if (!mounted(route)) ctx.skip();
      for (const role of STAFF) {
        const res = await call(route, role);
        if (route.allowed.includes(role)) {
          expect([401, 403], `${role} refused: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role} got ${res.body}`).toBe(403);
          expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
        }
      }
    });
  });
});
