/**
 * Joining and running an organisation (issue 39 item 1 and 5, "Done when"), end to end:
 * - a signed-in person applies from /business; the admin approves the application at
 *   /ops/organisations with invoice terms; the owner then finds the organisation in the header's
 *   switcher and opens it;
 * - an arranger accepts their invitation from the e-mailed link and, at desktop width, imports 5
 *   passengers from a CSV file, seeing one result per row.
 * Accounts and the organisation of the second journey are set up through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations, overflowsHorizontally } from '../support/axe';
import { sameOriginAsPublicUrl } from '../support/booking';
import { expect, registerUser, type SeededUser, test, uniqueEmail } from '../support/fixtures';
import { DEMO_STAFF, type StaffSession, staffSession } from '../support/staff';

test.use({ baseURL: sameOriginAsPublicUrl, viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** Opens `path` signed in as `who` (tokens stored as a returning visitor has them). */
async function openAs(page: Page, who: Pick<SeededUser | StaffSession, 'token' | 'refreshToken'>, path: string) {
  await page.goto('/terms');
  await page.evaluate(
    ({ token, refreshToken }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    { token: who.token, refreshToken: who.refreshToken },
  );
  await page.goto(path);
}

/** The invitation link's token from the test-mode mailbox of `email`. */
async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = await data<Array<{ subject: string; text: string }>>(
          await request.get(`/sandbox/mail/messages?to=${encodeURIComponent(email)}`),
        );
        const text = mail.find((m) => /invited to join/.test(m.subject))?.text ?? '';
        token = /\/invitations\/([^\s"<>)]+)/.exec(text)?.[1] ?? '';
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return token;
}

test('a person applies from /business, the admin approves on invoice terms, the owner opens it from the switcher', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const legalName = `Harbour Travel ${String(Date.now()).slice(-6)} Ltd`;
  const owner = await registerUser(request, { email: uniqueEmail('owner'), firstName: 'Kemi' });

  // The application, from the footer's "For business" link.
  await openAs(page, owner, '/dashboard');
  await page.getByRole('contentinfo').getByRole('link', { name: 'For business' }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FastTrack LOS for business' })).toBeVisible();
  await page.getByLabel('Travel agency').check();
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Tax identification number (TIN)').fill('12345678-0001');
  await page.getByLabel('Registered for VAT').check();
  await page.getByLabel('Billing e-mail').fill(uniqueEmail('accounts'));
  await page.getByLabel('Billing address').fill('12 Marina, Lagos Island, Lagos');
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(/We review applications within one working day/)).toBeVisible();

  // The admin finds it among the applications and approves it on invoice terms.
  const admin = await staffSession(request, DEMO_STAFF.admin);
  await openAs(page, admin, '/ops/organisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await page.getByRole('button', { name: 'Applications' }).click();
  await page.getByRole('link', { name: new RegExp(legalName) }).click();
  await expect(page.getByRole('heading', { name: 'Approve with terms' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByLabel('Monthly invoice').check();
  await page.getByLabel('Credit limit (naira)').fill('2000000');
  await expect(page.getByLabel('Days until due')).toHaveValue('30');
  await page.getByLabel('Commission (%)').fill('7.5');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment terms' })).toBeVisible();
  await expect(
    page.getByText(/Monthly invoice, limit ₦2,000,000\.00, due in 30 days, commission 7\.5 %/),
  ).toBeVisible();

  // The owner has the organisation in the header's switcher, and its pages.
  await openAs(page, owner, '/dashboard');
  await page.getByRole('button', { name: 'Organisations' }).click();
  await page.getByRole('menuitem', { name: new RegExp(legalName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Organisation sections' });
  // Members: the owner invites a finance member, sees the invitation pending, and revokes it.
  await sections.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  const invitee = uniqueEmail('finance');
  await page.getByLabel('E-mail', { exact: true }).fill(invitee);
  await page.getByLabel('Role', { exact: true }).selectOption('finance');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByText('Invitation sent. The link works for 7 days.')).toBeVisible();
  await expect(page.getByText(invitee, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: `Revoke the invitation of ${invitee}` }).click();
  await expect(page.getByText(invitee, { exact: true })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('₦2,000,000.00')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  // At 360 px: the organisation's page fits, and the mobile menu lists the organisation.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  expect(await overflowsHorizontally(page)).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: new RegExp(legalName) }),
  ).toBeVisible();
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1, name: 'FastTrack LOS for business' })).toBeVisible();
  expect(await overflowsHorizontally(page)).toBe(false);
});

test('an arranger joins from the invitation link and imports 5 passengers from a CSV file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = String(Date.now()).slice(-6);
  const owner = await registerUser(request, { email: uniqueEmail('owner') });
  const organisation = await data<{ id: string }>(
    await request.post('/api/organisations', {
      headers: auth(owner.token),
      data: {
        kind: 'company',
        legalName: `Lagoon Events ${run} Ltd`,
        tin: '1234567890',
        vatRegistered: false,
        billingEmail: uniqueEmail('accounts'),
        billingAddress: '3 Adeola Odeku, Victoria Island, Lagos',
      },
    }),
    201,
  );
  const admin = await staffSession(request, DEMO_STAFF.admin);
  await data(
    await request.post(`/api/ops/organisations/${organisation.id}/approve`, {
      headers: auth(admin.token),
      data: { paymentTerms: 'invoice', creditLimitNgnKobo: 100_000_000, paymentDays: 30, commissionBps: 0 },
    }),
  );
  const arranger = await registerUser(request, { email: uniqueEmail('arranger'), firstName: 'Tunde' });
  await data(
    await request.post(`/api/organisations/${organisation.id}/invitations`, {
      headers: auth(owner.token),
      data: { email: arranger.email, role: 'arranger' },
    }),
    201,
  );
  const token = await invitationToken(request, arranger.email);

  // The invitation page, signed in with the invited address: accept.
  await openAs(page, arranger, `/invitations/${token}`);
  await expect(page.getByText(`Lagoon Events ${run} Ltd`)).toBeVisible();
  await expect(page.getByText('Arranger', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('You have joined the organisation.')).toBeVisible();
  await page.getByRole('link', { name: `Open Lagoon Events ${run} Ltd` }).click();

  // An arranger sees the passenger list but not members or settings.
  const sections = page.getByRole('navigation', { name: 'Organisation sections' });
  await expect(sections.getByRole('link', { name: 'Passengers' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Passengers' }).click();

  const names = ['Chidi Okeke', 'Funke Adebayo', 'Ngozi Eze', 'Emeka Obi', 'Aisha Bello'];
  const csv = ['full_name,phone,email', ...names.map((name, i) => `${name},+234803${run}${i},`)].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'passengers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import passengers' }).click();

  await expect(page.getByText('5 passengers imported, 0 updated, 0 errors.')).toBeVisible();
  const results = page.getByRole('table', { name: 'Import results, one per row of the file' });
  await expect(results.getByRole('row')).toHaveCount(6);
  const list = page.getByRole('table', { name: 'Passengers of the organisation' });
  for (const name of names) await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByLabel('Search passengers').fill('Ngozi');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page, { include: 'main' });
});
