/**
 * Issue 26 items 4 and 5, "Done when": a visitor books BA75, registers in the middle of the
 * booking with the phone written as people write it ("0803 123 4567", carried over from the
 * booking step), pays by card, and every place that shows the meeting code tells the same story
 * in the same words: the payment confirmation, the booking page, the confirmation e-mail in the
 * test mailbox and its calendar file (which names the booking page, never the code: ADR 300).
 * The officer's view tells the officer's side only, and shows neither the traveller's words nor their number.
 */
import { confirmBooking, fillContact, lagosDate, payWithSandboxCard, sameOriginAsPublicUrl } from '../support/booking';
import { expect, STRONG_PASSWORD, startSignedIn, test, uniqueEmail } from '../support/fixtures';
import { DEMO_STAFF, officerEmailByBadge, staffSession } from '../support/staff';

// The checkout sends the browser back to PUBLIC_URL, where the session must be.
test.use({ baseURL: sameOriginAsPublicUrl });

const PHONE = { width: 360, height: 740 };
/** Whitespace as one space: e-mail text parts and calendar lines wrap long sentences. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test('a traveller registers mid-booking with 0803 123 4567, and every page tells one story about the code', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  // A whole journey (booking, registration, card checkout, mail through the job runner, officer view).
  test.slow();
  const email = uniqueEmail('ngozi.eze');

  await page.goto('/');
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Fast Track Service' });
  await dialog.getByRole('textbox', { name: 'Flight Number' }).fill('BA75');
  await dialog.getByLabel('Travel Date').fill(lagosDate(1));
  await dialog.getByRole('button', { name: 'Search Flight' }).click();
  await expect(dialog.getByText('Flight found: British Airways BA75')).toBeVisible();
  await dialog.getByRole('radio', { name: /Arrival Service/ }).check();
  // Before paying, the form already tells the story next to the meeting point, which names the airport.
  await expect(dialog.getByText(/Murtala Muhammed International Airport, Lagos, international terminal/)).toBeVisible();
  const story = squash((await dialog.getByText(/shows you their photo ID first/).textContent()) ?? '');
  expect(story).toMatch(/Then you tell them your meeting code/);
  expect(story).toMatch(/Your officer never asks for the code/);
  await fillContact(dialog, { name: 'Ngozi Eze', phone: '0803 123 4567' });
  await confirmBooking(dialog);

  // Registration in the middle of the booking: the phone typed above is already there.
  const auth = page.getByRole('dialog');
  await auth.getByRole('button', { name: 'Create an account' }).click();
  const next = auth.getByRole('button', { name: 'Next' });
  await auth.getByLabel('First Name').fill('Ngozi');
  await auth.getByLabel('Last Name').fill('Eze');
  await auth.getByLabel('Date of Birth').fill('1988-03-12');
  await auth.getByLabel('Nationality').selectOption('Nigerian');
  await next.click();
  await auth.getByLabel('Email').fill(email);
  const phone = auth.getByLabel('Phone Number');
  await expect(phone).toHaveValue('0803 123 4567');
  await next.click();
  await auth.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await auth.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await auth.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await auth.getByRole('button', { name: 'Create Account' }).click();

  // The booking is created for the new account; pay by card.
  const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await payment.getByRole('radio', { name: /Card/ }).check();
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await payWithSandboxCard(page);

  // 1. The confirmation.
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success.getByText(story)).toBeVisible();
  await success.getByRole('button', { name: 'Go to my dashboard' }).click();
  await page.waitForURL(/\/dashboard\?bookingCompleted=true&booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';

  // The account's phone was stored in E.164.
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { phone: string } }).data.phone).toBe('+2348031234567');

  // 2. The booking page: the code, and the same story under it.
  await page.goto(`/bookings/${bookingId}`);
  const code = ((await page.getByTestId('meeting-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{4}$/);
  expect(squash((await page.getByTestId('meeting-code-story').textContent()) ?? '')).toBe(story);
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Booking ', '').trim();

  // 3. The confirmation e-mail in the test mailbox, and 4. its calendar file.
  type Mail = { id: string; subject: string; text: string; html: string };
  let mail: Mail | undefined;
  await expect(async () => {
    const list = await request.get(`/sandbox/mail/messages?to=${encodeURIComponent(email)}`);
    mail = ((await list.json()) as { data: Mail[] }).data.find((m) => m.subject.startsWith('Booking confirmed'));
    expect(mail).toBeDefined();
  }).toPass({ timeout: 30_000 });
  // The e-mail opens with the code under its label, then the story (ADR 300).
  expect(squash(mail?.text ?? '')).toContain(`Your meeting code: ${code} ${story}`);
  expect(squash(mail?.text ?? '')).toContain(`Booking reference: ${reference}`);
  const ics = await (await request.get(`/sandbox/mail/messages/${mail?.id}/attachments/1`)).text();
  // Unfold the calendar's 75-octet lines and its escaped commas before reading DESCRIPTION.
  const unfolded = ics.replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
  const description = unfolded.split(/\r?\n/).find((line) => line.startsWith('DESCRIPTION:')) ?? '';
  // A calendar is shared and synced: it sends the traveller to the booking page and never carries the code.
  expect(description).toContain(`Your meeting code is on your booking page: `);
  expect(description).toContain(story);
  expect(description.replace(/https?:\/\/\S+/g, '')).not.toContain(code);
  expect(unfolded).toMatch(/LOCATION:Murtala Muhammed International Airport/);

  // Nowhere does the officer give the code.
  for (const text of [story, mail?.text ?? '', unfolded]) expect(text).not.toMatch(/give you your meeting code/i);

  // 5. The officer's view, on a phone: the officer's side of the rule, no traveller copy, no number.
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${reference}`, {
    headers: { Authorization: `Bearer ${dispatcher.token}` },
  });
  const row = ((await board.json()) as { data: { bookings: Array<{ officers: Array<{ badgeNumber: string }> }> } }).data
    .bookings[0];
  const badge = row?.officers[0]?.badgeNumber ?? '';
  expect(badge, 'an officer assigned at payment').not.toBe('');
  const officer = await staffSession(request, await officerEmailByBadge(request, dispatcher, badge));
  const context = await browser.newContext({
    baseURL: sameOriginAsPublicUrl,
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const officerPage = await context.newPage();
  await startSignedIn(officerPage, officer);
  await officerPage.goto('/officer');
  const service = officerPage.getByRole('article').filter({ hasText: reference ?? '' });
  await expect(service).toBeVisible();
  await expect(service.getByText(/Show the traveller your FastTrack photo ID first/)).toBeVisible();
  await expect(service.getByText(/never ask for it/)).toBeVisible();
  await expect(service).not.toContainText(story);
  await expect(service).not.toContainText(/\+234|0803/);
  await expect(service.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await context.close();
});
