/**
 * Staff accounts (issue 15 §2): an admin creates accounts with a one-time password and
 * deactivates them, which ends their sessions; nobody registers as staff.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments, officerShifts, staffAuditEvents } from '../../db/schema/index';
import { createBookingForPayment, createUser, randomIp, registrationBody } from '../../test/factories';
import { addShift, assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;

describe('staff accounts', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: randomIp() });
  const createAccount = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/ops/staff', headers: admin.headers, payload: body });
  const newAccount = (role: string, email: string) => ({
    role,
    email,
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    // A local form, stored in E.164 like every phone (issue 26 item 5).
    phone: '0803 123 4567',
  });

  it('creates a dispatcher whose one-time password signs in as a dispatcher', async () => {
    const res = await createAccount(newAccount('dispatcher', 'kemi.dispatch@fasttrack.test'));
    expect(res.statusCode).toBe(201);
    const { account, oneTimePassword } = res.json().data;
    expect(account).toMatchObject({
      role: 'dispatcher',
      active: true,
      email: 'kemi.dispatch@fasttrack.test',
      phone: '+2348031234567',
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const signIn = await login('kemi.dispatch@fasttrack.test', oneTimePassword);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.role).toBe('dispatcher');

    const list = await t.app.inject({ method: 'GET', url: '/api/ops/staff', headers: admin.headers });
    expect(list.json().data.map((a: { email: string }) => a.email)).toContain('kemi.dispatch@fasttrack.test');
    const audit = await t.app.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.subjectId, account.id));
    expect(audit).toMatchObject([{ action: 'account.created', actorUserId: admin.user.id, actorRole: 'admin' }]);
  });

  it('lists the accounts by role (admin, dispatcher, officer), then by last and first name (issue 37)', async () => {
    // Created out of order, and with names whose case differs.
    await createStaff(t.app, 'officer', { firstName: 'Zainab', lastName: 'abara' });
    await createStaff(t.app, 'dispatcher', { firstName: 'Yemi', lastName: 'Zubair' });
    await createStaff(t.app, 'officer', { firstName: 'Bola', lastName: 'Abara' });
    await createStaff(t.app, 'admin', { firstName: 'Chike', lastName: 'Obi' });
    await createStaff(t.app, 'dispatcher', { firstName: 'Ade', lastName: 'Bello' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/ops/staff', headers: admin.headers })).json()
      .data as Array<{ role: string; firstName: string; lastName: string }>;
    const roles = list.map((a) => a.role);
    expect(roles).toEqual(
      [...roles].sort(
        (a, b) => ['admin', 'dispatcher', 'officer'].indexOf(a) - ['admin', 'dispatcher', 'officer'].indexOf(b),
      ),
    );
    const names = (role: string) => list.filter((a) => a.role === role).map((a) => `${a.firstName} ${a.lastName}`);
    expect(names('dispatcher').filter((n) => ['Ade Bello', 'Yemi Zubair'].includes(n))).toEqual([
      'Ade Bello',
      'Yemi Zubair',
    ]);
    expect(names('officer').filter((n) => n.endsWith('bara'))).toEqual(['Bola Abara', 'Zainab abara']);
    expect(names('admin')).toContain('Chike Obi');
  });

  it('gives a new officer account an officer row with a placeholder badge the dispatcher edits', async () => {
    const res = await createAccount({ ...newAccount('officer', 'new.officer@fasttrack.test'), airportIata: 'LOS' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.account.airportIata).toBe('LOS');
    const officers = await t.app.inject({ method: 'GET', url: '/api/ops/officers', headers: admin.headers });
    const officer = officers.json().data.find((o: { email: string }) => o.email === 'new.officer@fasttrack.test');
    // Every terminal of its airport, in the airport's order (issue 41 item 1).
    expect(officer).toMatchObject({
      active: true,
      photoUrl: null,
      airportIata: 'LOS',
      terminals: ['International', 'Domestic', 'MMA2'],
    });
    expect(officer.badgeNumber).toMatch(/^NEW-[0-9A-F]{8}$/);
  });

  it('refuses an e-mail that already has an account, in any case (409)', async () => {
    await createAccount(newAccount('admin', 'taken@fasttrack.test'));
    const res = await createAccount(newAccount('admin', 'TAKEN@fasttrack.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'CONFLICT' });
  });

  it('refuses a customer role and unknown fields (400), and registration cannot choose a role', async () => {
    const customer = await createAccount(newAccount('customer', 'cust@fasttrack.test'));
    expect(customer.statusCode).toBe(400);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ role: 'admin' }),
      remoteAddress: randomIp(),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });

  it('deactivation ends every session: refresh, sign-in and staff routes are refused', async () => {
    const created = await createAccount(newAccount('dispatcher', 'leaving@fasttrack.test'));
    const { account, oneTimePassword } = created.json().data;
    const first = (await login('leaving@fasttrack.test', oneTimePassword)).json().data;
    const second = (await login('leaving@fasttrack.test', oneTimePassword)).json().data;
    const bearer = { authorization: `Bearer ${first.token}` };
    const board = () => t.app.inject({ method: 'GET', url: '/api/ops/board?date=2026-11-23', headers: bearer });
    expect((await board()).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/staff/${account.id}/deactivate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, active: false });

    for (const { refreshToken } of [first, second]) {
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await login('leaving@fasttrack.test', oneTimePassword)).statusCode).toBe(401);
    expect((await board()).statusCode).toBe(401);
  });

  it('deactivating an officer takes the officer off duty: inactive, no shifts ahead, bookings released', async () => {
    const officer = await createStaff(t.app, 'officer');
    const now = Date.now();
    await addShift(t.app.db, officer.user.id, new Date(now - HOUR), new Date(now + 40 * HOUR));
    await addShift(t.app.db, officer.user.id, new Date(now + 48 * HOUR), new Date(now + 60 * HOUR));
    const booking = await createBookingForPayment(t.app.db, await createUser(t.app.db), {
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: new Date(now + 24 * HOUR),
    });
    await assign(t.app.db, booking, officer.user.id);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/staff/${officer.user.id}/deactivate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const officers = await t.app.inject({ method: 'GET', url: '/api/ops/officers', headers: admin.headers });
    expect(officers.json().data.find((o: { id: string }) => o.id === officer.user.id).active).toBe(false);
    const shifts = await t.app.db.select().from(officerShifts).where(eq(officerShifts.officerId, officer.user.id));
    expect(shifts).toHaveLength(1);
    expect(shifts[0]?.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const left = await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, booking.id));
    expect(left).toEqual([]);
  });

  it('an admin cannot deactivate their own account (409), and a customer is no staff account (404)', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/ops/staff/${admin.user.id}/deactivate`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);
    const traveller = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody(),
      remoteAddress: randomIp(),
    });
    const customerId = traveller.json().data.user.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/staff/${customerId}/deactivate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
