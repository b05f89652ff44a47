/**
 * Organisations (issue 39 items 1, 2 and 5): a person applies, an admin approves with invoice
 * terms (the owner is e-mailed), the owner invites an arranger whose e-mail carries a signed link,
 * the arranger accepts and imports passengers from CSV (a bad row reported and not written);
 * tenancy (another organisation's records are 404, a traveller's managing is 403), invitations
 * that expired (injected clock), were withdrawn or used, the last owner, bulk invitations and the
 * admin's routes. Runs on PGlite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationPassengers, organisations, staffAuditEvents } from '../../db/schema/index';
import { registerUser } from '../../test/factories';
import { waitForMail } from '../../test/peeks/mail';
import { bearer, createStaff, type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { type ListeningTestApp, startListeningTestApp } from '../../test/test-app';
import { inviteMember } from './invitations.service';

type Headers = { authorization: string };

describe('organisations, members, invitations and passengers', () => {
  let t: ListeningTestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startListeningTestApp({ JOB_WORKERS: 'true' });
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api${url}`, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

  const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

  const application = (overrides: Record<string, unknown> = {}) => ({
    kind: 'company',
    legalName: 'Zenith Travel Desk Ltd',
    tin: '12345678-0001',
    vatRegistered: true,
    billingEmail: 'Accounts@Zenith.example',
    billingAddress: '12 Broad Street, Lagos Island, Lagos',
    ...overrides,
  });

  /** A signed-in owner of an approved organisation (on invoice terms). */
  async function approvedOrganisation(name = 'Beta Agency Ltd', kind = 'travel_agency') {
    const owner = await registerUser(t.app);
    const applied = await call('POST', '/organisations', bearer(owner), application({ legalName: name, kind }));
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().data.id as string;
    const approved = await call('POST', `/ops/organisations/${id}/approve`, admin.headers, {
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 50_000_000,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { id, owner, headers: bearer(owner) };
  }

  /** The signed token in the invitation e-mail to `email`. */
  async function invitationToken(email: string, organisationName: string) {
    const mail = await waitForMail(t, email, `You are invited to join ${organisationName}`);
    const match = /\/invitations\/([\w~-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error('no invitation link in the e-mail');
    expect(mail.text).toContain(`${t.baseUrl}/invitations/${match[1]}`);
    return match[1];
  }

  it('apply -> approve on invoice terms -> invite an arranger -> accept -> import 5 passengers', async () => {
    const applicant = await registerUser(t.app);
    const owner = bearer(applicant);

    const badTin = await call('POST', '/organisations', owner, application({ tin: '12-34' }));
    expect(badTin.statusCode).toBe(400);
    expect(badTin.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect(badTin.json().details.tin).toMatch(/8 to 14 digits/);

    const applied = await call('POST', '/organisations', owner, application());
    expect(applied.statusCode, applied.body).toBe(201);
    const org = applied.json().data;
    expect(org).toMatchObject({ status: 'applied', role: 'owner', billingEmail: 'accounts@zenith.example' });
    expect(org.terms).toEqual({ paymentTerms: 'card', creditLimitNgnKobo: 0, paymentDays: 30, commissionBps: 0 });
    const mine = await call('GET', '/organisations', owner);
    expect(mine.json().data).toEqual([
      { id: org.id, legalName: 'Zenith Travel Desk Ltd', kind: 'company', status: 'applied', role: 'owner' },
    ]);
    // An application cannot invite yet: its organisation routes answer as for an unknown id.
    expect((await call('GET', `/organisations/${org.id}/members`, owner)).statusCode).toBe(404);

    // The admin sees applications first; a company earns no commission.
    const list = await call('GET', '/ops/organisations?status=applied', admin.headers);
    expect(list.json().data.map((o: { id: string }) => o.id)).toContain(org.id);
    const terms = { paymentTerms: 'invoice', creditLimitNgnKobo: 250_000_000, paymentDays: 30 };
    const withCommission = await call('POST', `/ops/organisations/${org.id}/approve`, admin.headers, {
      ...terms,
      commissionBps: 500,
    });
    expect(withCommission.statusCode).toBe(400);
    const approved = await call('POST', `/ops/organisations/${org.id}/approve`, admin.headers, terms);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      terms: { ...terms, commissionBps: 0 },
      memberCount: 1,
      owners: [{ userId: applicant.user.id, email: applicant.email }],
    });
    expect((await call('POST', `/ops/organisations/${org.id}/approve`, admin.headers, terms)).statusCode).toBe(409);
    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.subjectId, org.id), eq(staffAuditEvents.action, 'organisation.approved')));
    expect(audit).toHaveLength(1);
    const approvalMail = await waitForMail(t, applicant.email, 'Zenith Travel Desk Ltd is approved');
    expect(approvalMail.text).toContain('Monthly invoice');
    expect(approvalMail.text).toMatch(/₦\s?2,500,000/);

    // The owner invites an arranger who has no account yet (any case in the address).
    const arrangerEmail = uniqueEmail('arranger');
    const invited = await call('POST', `/organisations/${org.id}/invitations`, owner, {
      email: arrangerEmail.toUpperCase(),
      role: 'arranger',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: arrangerEmail, role: 'arranger' });
    const token = await invitationToken(arrangerEmail, 'Zenith Travel Desk Ltd');
    const preview = await call('GET', `/invitations/${token}`);
    expect(preview.json().data).toMatchObject({
      organisationName: 'Zenith Travel Desk Ltd',
      email: arrangerEmail,
      role: 'arranger',
      state: 'open',
    });
    expect((await call('GET', `/invitations/${token}x`)).statusCode).toBe(404);

    // Only the invited address may accept; the arranger signs up with it and joins once.
    const stranger = await registerUser(t.app);
    const wrong = await call('POST', `/invitations/${token}/accept`, bearer(stranger));
    expect(wrong.statusCode).toBe(403);
    const arranger = await registerUser(t.app, { email: arrangerEmail });
    const accepted = await call('POST', `/invitations/${token}/accept`, bearer(arranger));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: org.id, role: 'arranger', status: 'approved' });
    const again = await call('POST', `/invitations/${token}/accept`, bearer(arranger));
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/invitations/${token}`)).json().data.state).toBe('accepted');
    const members = await call('GET', `/organisations/${org.id}/members`, owner);
    expect(members.json().data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [applicant.email, 'owner'],
      [arrangerEmail, 'arranger'],
    ]);

    // The arranger imports 5 passengers; the sixth row's phone is not a number.
    const csv = [
      'full_name,phone,email',
      'Adaeze Okafor,0803 123 4567,adaeze@example.com',
      'Bola Ahmed,+234 805 555 0101,',
      'Chidi Nwosu,08091234567,CHIDI@Example.com',
      'Dapo Adeyemi,+44 20 7946 0958,dapo@example.co.uk',
      'Broken Row,12345,broken@example.com',
      '"Eze, Ngozi",0703 222 3333,ngozi@example.com',
    ].join('\n');
    const imported = await call('POST', `/organisations/${org.id}/passengers/import`, bearer(arranger), { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json().data;
    expect(result.saved).toBe(5);
    expect(result).toMatchObject({ imported: 5, updated: 0, invalid: 1 });
    expect(result.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'imported',
      'imported',
      'imported',
      'imported',
      'invalid',
      'imported',
    ]);
    expect(result.rows[4]).toMatchObject({ row: 5, fullName: 'Broken Row', reason: expect.stringMatching(/^phone: /) });
    const rows = await t.app.db
      .select()
      .from(organisationPassengers)
      .where(eq(organisationPassengers.organisationId, org.id));
    expect(rows.map((r) => r.fullName).sort()).toEqual([
      'Adaeze Okafor',
      'Bola Ahmed',
      'Chidi Nwosu',
      'Dapo Adeyemi',
      'Eze, Ngozi',
    ]);
    expect(rows.find((r) => r.fullName === 'Chidi Nwosu')).toMatchObject({
      phone: '+2348091234567',
      email: 'chidi@example.com',
    });
    // Importing someone again updates them rather than adding a second entry.
    const twice = await call('POST', `/organisations/${org.id}/passengers/import`, bearer(arranger), {
      csv: 'email,full_name,phone\nbola@example.com,Bola Ahmed,08055550101',
    });
    expect(twice.json().data).toMatchObject({ saved: 1, imported: 0, updated: 1 });
    const search = await call('GET', `/organisations/${org.id}/passengers?q=bola`, bearer(arranger));
    expect(search.json().data).toEqual([
      expect.objectContaining({ fullName: 'Bola Ahmed', email: 'bola@example.com' }),
    ]);
    expect((await call('GET', `/organisations/${org.id}/passengers`, bearer(arranger))).json().data).toHaveLength(5);
    // A member joins the list by their membership; a stranger's account is not a member.
    const member = await call('POST', `/organisations/${org.id}/passengers`, bearer(arranger), {
      userId: arranger.user.id,
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().data).toMatchObject({
      userId: arranger.user.id,
      fullName: 'Ada Obi',
      phone: '+2348012345678',
      email: arrangerEmail,
    });
    const notMember = await call('POST', `/organisations/${org.id}/passengers`, bearer(arranger), {
      userId: stranger.user.id,
    });
    expect(notMember.statusCode).toBe(404);
    const renamed = await call(
      'PATCH',
      `/organisations/${org.id}/passengers/${member.json().data.id}`,
      bearer(arranger),
      {
        fullName: 'Ada  Ngozi Obi',
        email: '',
      },
    );
    expect(renamed.json().data).toMatchObject({ fullName: 'Ada Ngozi Obi', email: null });
    const clash = await call(
      'PATCH',
      `/organisations/${org.id}/passengers/${member.json().data.id}`,
      bearer(arranger),
      {
        fullName: 'Bola Ahmed',
        phone: '08055550101',
      },
    );
    expect(clash.statusCode).toBe(409);
    const removed = await call(
      'DELETE',
      `/organisations/${org.id}/passengers/${member.json().data.id}`,
      bearer(arranger),
    );
    expect(removed.statusCode).toBe(200);
    // A file without the header is refused whole.
    const noHeader = await call('POST', `/organisations/${org.id}/passengers/import`, bearer(arranger), {
      csv: 'Femi Kuti,08031112222,',
    });
    expect(noHeader.statusCode).toBe(400);
  });

  it("answers 404 for another organisation's records and 403 for a traveller's managing", async () => {
    const a = await approvedOrganisation('Alpha Travel Ltd');
    const b = await approvedOrganisation('Bravo Travel Ltd');
    const bPassenger = await call('POST', `/organisations/${b.id}/passengers`, b.headers, {
      fullName: 'Kemi Bello',
      phone: '08031230000',
    });
    expect(bPassenger.statusCode, bPassenger.body).toBe(200);
    const bPassengerId = bPassenger.json().data.id;
    const bInvite = await call('POST', `/organisations/${b.id}/invitations`, b.headers, {
      email: uniqueEmail('someone'),
      role: 'finance',
    });
    const bInvitationId = bInvite.json().data.id;

    const cross: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/organisations/${b.id}`],
      ['PATCH', `/organisations/${b.id}`, { requiresCostCentre: true }],
      ['GET', `/organisations/${b.id}/members`],
      ['PATCH', `/organisations/${b.id}/members/${b.owner.user.id}`, { role: 'admin' }],
      ['DELETE', `/organisations/${b.id}/members/${b.owner.user.id}`],
      ['GET', `/organisations/${b.id}/invitations`],
      ['POST', `/organisations/${b.id}/invitations`, { email: uniqueEmail('x'), role: 'arranger' }],
      ['DELETE', `/organisations/${b.id}/invitations/${bInvitationId}`],
      ['POST', `/organisations/${b.id}/invitations/import`, { csv: 'email,role\nx@example.com,arranger' }],
      ['GET', `/organisations/${b.id}/passengers`],
      ['POST', `/organisations/${b.id}/passengers`, { fullName: 'Intruder', phone: '08030000000' }],
      ['POST', `/organisations/${b.id}/passengers/import`, { csv: 'full_name,phone,email\nX Y,08030000000,' }],
      ['PATCH', `/organisations/${b.id}/passengers/${bPassengerId}`, { fullName: 'Changed' }],
      ['DELETE', `/organisations/${b.id}/passengers/${bPassengerId}`],
      // B's records through A's own paths, as unknown ids.
      ['PATCH', `/organisations/${a.id}/passengers/${bPassengerId}`, { fullName: 'Changed' }],
      ['DELETE', `/organisations/${a.id}/passengers/${bPassengerId}`],
      ['DELETE', `/organisations/${a.id}/invitations/${bInvitationId}`],
      ['PATCH', `/organisations/${a.id}/members/${b.owner.user.id}`, { role: 'admin' }],
      ['GET', '/organisations/not-a-uuid/members'],
    ];
    for (const [method, url, body] of cross) {
      const res = await call(method, url, a.headers, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    const [kept] = await t.app.db
      .select()
      .from(organisationPassengers)
      .where(eq(organisationPassengers.id, bPassengerId));
    expect(kept?.fullName).toBe('Kemi Bello');

    // A traveller joins A by a bulk invitation and may not manage.
    const travellerEmail = uniqueEmail('traveller');
    const bulk = await call('POST', `/organisations/${a.id}/invitations/import`, a.headers, {
      csv: [
        'email,role',
        `${travellerEmail},traveller`,
        `${a.owner.email},arranger`,
        'not-an-email,arranger',
        `${uniqueEmail('y')},pilot`,
        `${travellerEmail.toUpperCase()},finance`,
      ].join('\n'),
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.invited).toBe(1);
    expect(bulk.json().data.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'invited',
      'already_member',
      'invalid',
      'invalid',
      'invalid',
    ]);
    const token = await invitationToken(travellerEmail, 'Alpha Travel Ltd');
    const traveller = await registerUser(t.app, { email: travellerEmail });
    expect((await call('POST', `/invitations/${token}/accept`, bearer(traveller))).statusCode).toBe(200);
    const managing: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/organisations/${a.id}/members`],
      ['PATCH', `/organisations/${a.id}`, { requiresPoReference: true }],
      ['POST', `/organisations/${a.id}/invitations`, { email: uniqueEmail('z'), role: 'traveller' }],
      ['DELETE', `/organisations/${a.id}/members/${a.owner.user.id}`],
      ['GET', `/organisations/${a.id}/passengers`],
    ];
    for (const [method, url, body] of managing) {
      const res = await call(method, url, bearer(traveller), body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    // A traveller still sees their organisation.
    expect((await call('GET', `/organisations/${a.id}`, bearer(traveller))).json().data.role).toBe('traveller');
  });

  it('refuses an expired (injected clock), withdrawn or used invitation with a clear error', async () => {
    const org = await approvedOrganisation('Clock Travel Ltd');
    const email = uniqueEmail('late');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const deps = { db: t.app.db, jobs: t.app.jobs, signer: t.app.invitations, clock: () => eightDaysAgo };
    const old = await inviteMember(
      deps,
      { organisationId: org.id, userId: org.owner.user.id },
      { email, role: 'finance' },
    );
    expect(new Date(old.expiresAt).getTime()).toBe(eightDaysAgo.getTime() + 7 * 86_400_000);
    const token = await t.app.invitations.issue(old.id);
    const late = await registerUser(t.app, { email });
    expect((await call('GET', `/invitations/${token}`)).json().data.state).toBe('expired');
    const expired = await call('POST', `/invitations/${token}/accept`, bearer(late));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error: 'LINK_EXPIRED',
      message: 'This invitation has expired: ask for a new one',
    });
    // Not listed as pending, and its e-mail (if still queued) is never sent with a dead link.
    const pending = await call('GET', `/organisations/${org.id}/invitations`, org.headers);
    expect(pending.json().data).toEqual([]);

    // Sent again, then withdrawn: the new link stops working too.
    const fresh = await call('POST', `/organisations/${org.id}/invitations`, org.headers, { email, role: 'finance' });
    const freshToken = await invitationToken(email, 'Clock Travel Ltd');
    expect(
      (await call('DELETE', `/organisations/${org.id}/invitations/${fresh.json().data.id}`, org.headers)).statusCode,
    ).toBe(200);
    const withdrawn = await call('POST', `/invitations/${freshToken}/accept`, bearer(late));
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json().message).toBe('This invitation was withdrawn: ask for a new one');
    expect((await call('GET', `/organisations/${org.id}/members`, org.headers)).json().data).toHaveLength(1);
  });

  it('keeps the last owner, and only an owner touches owners', async () => {
    const org = await approvedOrganisation('Owners Travel Ltd');
    const ownerId = org.owner.user.id;
    const removeSelf = await call('DELETE', `/organisations/${org.id}/members/${ownerId}`, org.headers);
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json().message).toMatch(/at least one owner/);
    expect(
      (await call('PATCH', `/organisations/${org.id}/members/${ownerId}`, org.headers, { role: 'admin' })).statusCode,
    ).toBe(409);

    // An admin may not demote or remove the owner, nor make an owner.
    const adminEmail = uniqueEmail('admin');
    await call('POST', `/organisations/${org.id}/invitations`, org.headers, { email: adminEmail, role: 'admin' });
    const token = await invitationToken(adminEmail, 'Owners Travel Ltd');
    const orgAdmin = await registerUser(t.app, { email: adminEmail });
    expect((await call('POST', `/invitations/${token}/accept`, bearer(orgAdmin))).statusCode).toBe(200);
    expect((await call('DELETE', `/organisations/${org.id}/members/${ownerId}`, bearer(orgAdmin))).statusCode).toBe(
      403,
    );
    const adminInvitesOwner = await call('POST', `/organisations/${org.id}/invitations`, bearer(orgAdmin), {
      email: uniqueEmail('boss'),
      role: 'owner',
    });
    expect(adminInvitesOwner.statusCode).toBe(403);

    // With a second owner, the first may step down.
    const promoted = await call('PATCH', `/organisations/${org.id}/members/${orgAdmin.user.id}`, org.headers, {
      role: 'owner',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await call('DELETE', `/organisations/${org.id}/members/${ownerId}`, org.headers)).statusCode).toBe(200);
    expect((await call('GET', `/organisations/${org.id}`, org.headers)).statusCode).toBe(404);
    const left = await call('DELETE', `/organisations/${org.id}/members/${orgAdmin.user.id}`, bearer(orgAdmin));
    expect(left.statusCode).toBe(409);
  });

  it("keeps the admin's routes to admins, and suspends and reinstates with e-mails to the owners", async () => {
    const org = await approvedOrganisation('Gamma Tours Ltd', 'travel_agency');
    const dispatcher = await createStaff(t.app, 'dispatcher');
    expect((await call('GET', '/ops/organisations', dispatcher.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', `/ops/organisations/${org.id}/suspend`, dispatcher.headers, { reason: 'Unpaid' })).statusCode,
    ).toBe(403);
    // A customer does not learn that staff routes exist (staffOnly: 404); no token is 401.
    const customer = await signIn(t.app);
    expect((await call('GET', '/ops/organisations', customer.headers)).statusCode).toBe(404);
    expect((await call('GET', '/ops/organisations')).statusCode).toBe(401);

    const terms = await call('PUT', `/ops/organisations/${org.id}/terms`, admin.headers, {
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 100_000_000,
      paymentDays: 45,
      commissionBps: 750,
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().data.terms).toEqual({
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 100_000_000,
      paymentDays: 45,
      commissionBps: 750,
    });
    const suspended = await call('POST', `/ops/organisations/${org.id}/suspend`, admin.headers, {
      reason: 'Invoice unpaid for 60 days',
    });
    expect(suspended.json().data.status).toBe('suspended');
    await waitForMail(t, org.owner.email, 'Gamma Tours Ltd is suspended');
    expect((await call('GET', `/organisations/${org.id}`, org.headers)).json().data.status).toBe('suspended');
    const reinstated = await call('POST', `/ops/organisations/${org.id}/reinstate`, admin.headers);
    expect(reinstated.json().data.status).toBe('approved');
    await waitForMail(t, org.owner.email, 'Gamma Tours Ltd is active again');
    expect((await call('POST', `/ops/organisations/${org.id}/reinstate`, admin.headers)).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(organisations).where(eq(organisations.id, org.id));
    expect(row).toMatchObject({ status: 'approved', suspendedAt: null, commissionBps: 750 });
    expect((await call('GET', `/ops/organisations/${randomBytes(2).toString('hex')}`, admin.headers)).statusCode).toBe(
      404,
    );
  });
});
