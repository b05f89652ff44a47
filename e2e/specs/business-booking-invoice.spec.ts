/**
 * Business bookings and the monthly invoice (issue 39 "Done when"), end to end:
 * - set up through the API (each test its own): a company applies, the admin approves it on
 *   invoice terms, its owner invites an arranger and a finance member (their links read from the
 *   test-mode mailbox), and 5 passengers are imported from CSV;
 * - the arranger, at desktop width, books 3 of them on one flight from "Book for passengers": one
 *   booking each, all confirmed on account, and the list shows them without a meeting code;
 * - one passenger, who has no account, opens the signed link of their text at 360 px and sees
 *   their meeting code;
 * - after the admin closes the month (`POST /api/ops/invoices/close`) of bookings made on account,
 *   the finance member opens the invoice and downloads its PDF, whose text names the invoice
 *   number and total.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from '../support/axe';
import { lagosDate, sameOriginAsPublicUrl, signIn } from '../support/booking';
import { expect, registerUser, type SeededUser, test, uniqueEmail } from '../support/fixtures';
import { DEMO_STAFF, type StaffSession, staffSession } from '../support/staff';

test.use({ baseURL: sameOriginAsPublicUrl, viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** The owner invites `role`; the invitee reads the link in the test-mode mailbox and accepts it. */
async function joinAs(request: APIRequestContext, owner: SeededUser, organisationId: string, role: string) {
  const member = await registerUser(request, {
    email: uniqueEmail(role),
    firstName: role === 'finance' ? 'Bisi' : 'Tunde',
  });
  await data(
    await request.post(`/api/organisations/${organisationId}/invitations`, {
      headers: auth(owner.token),
      data: { email: member.email, role },
    }),
    201,
  );
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = await data<Array<{ subject: string; text: string }>>(
          await request.get(`/sandbox/mail/messages?to=${encodeURIComponent(member.email)}`),
        );
        token =
          /\/invitations\/([^\s"<>)]+)/.exec(mail.find((m) => /invited to join/.test(m.subject))?.text ?? '')?.[1] ??
          '';
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await data(await request.post(`/api/invitations/${token}/accept`, { headers: auth(member.token) }));
  return member;
}

/** The text of a downloaded PDF, as a reader would copy it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.normalize('NFC').replace(/\s+/g, ' ');
}

/** Kobo as the invoice writes naira: "₦270,000.00". */
const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }).format(
    kobo / 100,
  );

/** The Lagos month of today, `YYYY-MM`. */
const lagosMonth = () => lagosDate(0).slice(0, 7);

async function openPassLink(page: Page, phone: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/sandbox/texts?to=${encodeURIComponent(phone)}`);
        return page.getByRole('link', { name: /\/pass\// }).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await page
    .getByRole('link', { name: /\/pass\// })
    .first()
    .click();
}

interface Business {
  organisationId: string;
  admin: StaffSession;
  arranger: SeededUser;
  finance: SeededUser;
  names: string[];
  phones: string[];
}

/**
 * Through the API: a company applies, the admin approves it on invoice terms with room for the
 * bookings, its owner invites an arranger and a finance member, and the arranger imports five
 * passengers from CSV, each with a phone of their own for this run.
 */
async function setUpBusiness(request: APIRequestContext): Promise<Business> {
  const run = String(Date.now()).slice(-6);
  const owner = await registerUser(request, { email: uniqueEmail('owner'), firstName: 'Kemi' });
  const organisation = await data<{ id: string }>(
    await request.post('/api/organisations', {
      headers: auth(owner.token),
      data: {
        kind: 'company',
        legalName: `Lagoon Events ${run} Ltd`,
        tin: '12345678-0001',
        vatRegistered: true,
        billingEmail: uniqueEmail('accounts'),
        billingAddress: '12 Marina, Lagos Island, Lagos',
      },
    }),
    201,
  );
  const admin = await staffSession(request, DEMO_STAFF.admin);
  await data(
    await request.post(`/api/ops/organisations/${organisation.id}/approve`, {
      headers: auth(admin.token),
      data: { paymentTerms: 'invoice', creditLimitNgnKobo: 5_000_000_00, paymentDays: 30, commissionBps: 0 },
    }),
  );
  const arranger = await joinAs(request, owner, organisation.id, 'arranger');
  const finance = await joinAs(request, owner, organisation.id, 'finance');

  const names = ['Chidi Okeke', 'Funke Adebayo', 'Ngozi Eze', 'Emeka Obi', 'Aisha Bello'];
  const phones = names.map((_, i) => `+234803${run}${i}`);
  const csv = ['full_name,phone,email', ...names.map((name, i) => `${name},${phones[i]},`)].join('\n');
  const imported = await data<{ saved: number }>(
    await request.post(`/api/organisations/${organisation.id}/passengers/import`, {
      headers: auth(arranger.token),
      data: { csv },
    }),
  );
  expect(imported.saved).toBe(5);
  return { organisationId: organisation.id, admin, arranger, finance, names, phones };
}

test('an arranger books 3 passengers from the list on one flight; a passenger opens their pass at 360 px', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { organisationId, arranger, names, phones } = await setUpBusiness(request);

  // At desktop width, from "Book for passengers": three from the list, BA75 in two days.
  await signIn(page, arranger, `/organisations/${organisationId}/bookings/new`);
  await expect(page.getByRole('heading', { level: 2, name: 'Book for passengers' })).toBeVisible();
  for (const name of names.slice(0, 3)) await page.getByLabel(name).check();
  await page.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await page.getByLabel('Travel Date').fill(lagosDate(2));
  await page.getByRole('button', { name: 'Search Flight' }).click();
  await expect(page.getByText(/British Airways BA75/).first()).toBeVisible();
  await page.getByLabel('Cost centre (optional)').fill('EVENTS-26');
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Book for 3 passengers' }).click();

  // One booking per passenger, each confirmed on account.
  const outcomes = page.getByRole('region', { name: 'Bookings made' });
  await expect(outcomes.getByText('Confirmed on account')).toHaveCount(3, { timeout: 30_000 });
  for (const name of names.slice(0, 3)) await expect(outcomes.getByText(name)).toBeVisible();

  // The organisation's list has the three; one opened shows its live facts but no meeting code.
  await page.getByRole('link', { name: 'View bookings' }).click();
  const table = page.getByRole('table', { name: 'Bookings of the organisation, newest first' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page, { include: 'main' });
  await table.getByRole('link').first().click();
  await expect(page.getByText('The meeting code was sent to the passenger', { exact: false })).toBeVisible();
  await expect(page.getByTestId('meeting-code')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });

  // The first passenger has no account: their text carries the signed link to their pass.
  const phone = await browser.newContext({ baseURL: sameOriginAsPublicUrl, viewport: { width: 360, height: 780 } });
  const passengerPage = await phone.newPage();
  await openPassLink(passengerPage, phones[0] ?? '');
  await expect(passengerPage.getByRole('heading', { level: 1, name: 'Your airport assistance' })).toBeVisible();
  await expect(passengerPage.getByTestId('meeting-code')).toHaveText(/\S{4,}/);
  await expect(passengerPage.getByText(/Chidi Okeke/).first()).toBeVisible();
  expect(await passengerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();
});

test("after the month's close, finance downloads the invoice PDF naming its number and total", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { organisationId, admin, arranger, finance } = await setUpBusiness(request);

  // Two passengers booked on account through the API (the booking screen is the test above).
  const search = await request.get(`/api/flights/search/number/BA75/${lagosDate(2)}`);
  const flight = await data<{ bookingReference: string }>(search);
  const passengers = await data<Array<{ id: string }>>(
    await request.get(`/api/organisations/${organisationId}/passengers`, { headers: auth(arranger.token) }),
  );
  for (const passenger of passengers.slice(0, 2)) {
    const booked = await data<{ payment: { outcome: string } }>(
      await request.post(`/api/organisations/${organisationId}/bookings`, {
        headers: { ...auth(arranger.token), 'Idempotency-Key': randomUUID() },
        data: {
          flightBookingReference: flight.bookingReference,
          serviceType: 'arrival',
          passengerCount: 1,
          passenger: { passengerId: passenger.id },
        },
      }),
      201,
    );
    expect(booked.payment.outcome).toBe('on_account');
  }

  // The admin closes the month of those bookings.
  const close = await data<{ issued: Array<{ organisationId: string; number: string; totalNgnKobo: number }> }>(
    await request.post('/api/ops/invoices/close', { headers: auth(admin.token), data: { month: lagosMonth() } }),
  );
  const invoice = close.issued.find((i) => i.organisationId === organisationId);
  expect(invoice, 'an invoice for the organisation').toBeDefined();
  const number = invoice?.number ?? '-';
  const total = naira(invoice?.totalNgnKobo ?? 0);

  // Finance opens it from the Invoices tab and downloads the PDF.
  await signIn(page, finance, `/organisations/${organisationId}/invoices`);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText(total);
  await expectNoAxeViolations(page, { include: 'main' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(number);
  const text = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain(number);
  expect(text).toContain(total);
});
