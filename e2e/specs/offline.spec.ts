/**
 * Offline (issue 28 item 5, issue 36 item 4, "Done when"): with the browser context offline, a
 * traveller's `/bookings/:id` still shows the meeting code and the officer card, marked "Offline:
 * as of HH:MM WAT"; the officer on a 360 px phone, offline, records a milestone, which waits for
 * the connection, goes online, and the traveller's page shows it, recorded once; the officer
 * offline enters the meeting code, sees "Waiting for connection", and the traveller's page shows
 * Verified once the officer is back online. axe finds no violation on the offline pages, and
 * signing out forgets what was kept for offline use.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, startSignedIn, test } from '../support/fixtures';
import {
  offlineKeys,
  serviceUnderWay,
  waitForOfflineCopy,
  waitForOfflineShell,
  waitForWorker,
} from '../support/offline';

// The offline worker is blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 360, height: 740 };
const AS_OF = /^Offline: as of \d{2}:\d{2} WAT\.$/;

test("the traveller's booking page opens offline with the code and the officer card", async ({ page, request }) => {
  const s = await serviceUnderWay(request);
  await startSignedIn(page, s.traveller);
  await page.goto(`/bookings/${s.booking.id}`);
  await expect(page.getByTestId('meeting-code')).toHaveText(s.meetingCode);
  await expect(page.getByTestId('officer-card')).toContainText(`Officer ${s.officerName}`);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await waitForWorker(page);
  await waitForOfflineShell(page);
  await waitForOfflineCopy(page, `booking-live:${s.booking.id}`);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${s.booking.bookingReference}` })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(AS_OF);
  await expect(page.getByTestId('meeting-code')).toHaveText(s.meetingCode);
  await expect(page.getByTestId('officer-card')).toContainText(`Officer ${s.officerName}`);
  await expect(page.getByText(/^Meeting time/)).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`/bookings/${s.booking.id}$`));
  await expectNoAxeViolations(page);

  // Back online, signing out forgets what was kept: the next person on the device sees none of it.
  await page.context().setOffline(false);
  expect(await offlineKeys(page)).toContain(`booking:${s.booking.id}`);
  await page.getByRole('button', { name: `Account menu for ${s.traveller.firstName} ${s.traveller.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect.poll(() => offlineKeys(page)).toEqual([]);
});

test('the officer records a step offline on a phone; back online it reaches the traveller once', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const s = await serviceUnderWay(request);
  // Met already (online): the next step, immigration, is one an officer takes where signal drops.
  const verified = await request.post(`/api/officer/services/${s.booking.id}/verify`, {
    headers: { Authorization: `Bearer ${s.officer.token}` },
    data: { code: s.meetingCode },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await startSignedIn(page, s.traveller);
  await page.goto(`/bookings/${s.booking.id}`);
  const timeline = page.getByRole('list', { name: 'Service progress' });
  await expect(timeline).toContainText(/Met: code verified\d{2}:\d{2} WAT/);
  await expect(timeline).not.toContainText(/Immigration\d{2}:\d{2} WAT/);

  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, s.officer);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: s.booking.bookingReference });
  await expect(service.getByRole('button', { name: 'Start immigration' })).toBeVisible();
  await waitForWorker(phone);
  await waitForOfflineShell(phone);
  await waitForOfflineCopy(phone, `progress:${s.booking.id}`);

  // No signal: the page opens from what was last known, and the tap waits for the connection.
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByTestId('offline-note')).toHaveText(AS_OF);
  await service.getByRole('button', { name: 'Start immigration' }).click();
  await expect(service.getByRole('list', { name: 'Steps waiting for connection' })).toHaveText(
    'Immigration: Waiting for connection',
  );
  await expect(service.getByRole('button', { name: 'Go to baggage' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(phone);

  // Signal again: the tap is sent; the traveller's page shows it, and it was recorded once.
  await context.setOffline(false);
  await expect(service.getByRole('list', { name: 'Steps waiting for connection' })).toHaveCount(0);
  await expect(timeline).toContainText(/Immigration\d{2}:\d{2} WAT/);
  const live = await request.get(`/api/bookings/${s.booking.id}/live`, {
    headers: { Authorization: `Bearer ${s.traveller.token}` },
  });
  const milestones = ((await live.json()) as { data: { milestones: Array<{ milestone: string }> } }).data.milestones;
  expect(milestones.filter((m) => m.milestone === 'immigration')).toHaveLength(1);
  expect((await timeline.textContent())?.match(/Immigration/g)).toHaveLength(1);
  await context.close();
});

test('the officer enters the meeting code offline; back online the traveller sees Verified', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const s = await serviceUnderWay(request);
  await startSignedIn(page, s.traveller);
  await page.goto(`/bookings/${s.booking.id}`);
  await expect(page.getByTestId('meeting-code')).toHaveText(s.meetingCode);
  await expect(page.getByText(/^Verified:/)).toHaveCount(0);

  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: PHONE,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const phone = await context.newPage();
  await startSignedIn(phone, s.officer);
  await phone.goto('/officer');
  const service = phone.getByRole('article').filter({ hasText: s.booking.bookingReference });
  const codeField = service.getByLabel('Meeting code from the traveller');
  await expect(codeField).toBeVisible();
  await waitForWorker(phone);
  await waitForOfflineShell(phone);
  await waitForOfflineCopy(phone, `progress:${s.booking.id}`);

  // No signal at the aircraft door: the code is taken, not a greyed button.
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByTestId('offline-note')).toHaveText(AS_OF);
  await codeField.fill(s.meetingCode);
  await service.getByRole('button', { name: 'Verify code' }).click();
  await expect(service.getByRole('list', { name: 'Steps waiting for connection' })).toHaveText(
    `Meeting code ${s.meetingCode}: Waiting for connection`,
  );
  await expect(service.getByText('Code verified: you have met the traveller.')).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(phone);

  // Signal again: the entry is sent, the server checks it, and the traveller's page says so.
  await context.setOffline(false);
  await expect(service.getByText('Code verified: you have met the traveller.')).toBeVisible();
  await expect(page.getByText(`Verified: you are with Officer ${s.officerName}`)).toBeVisible();
  await context.close();
});
