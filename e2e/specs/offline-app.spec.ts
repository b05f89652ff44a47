/**
 * The installed app offline (issue 36 item 4, "Done when"): a signed-in traveller's app opens on
 * `/app` (the manifest's start_url) and lands on their next service, with the meeting code, as
 * of when it was saved; the bookings list and the dashboard read offline too, their network
 * actions waiting with "Available when you're back online"; with no service ahead the app opens
 * on the bookings list. Service workers are allowed, as in offline.spec.ts.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { serviceUnderWay, waitForOfflineCopy, waitForOfflineShell, waitForWorker } from '../support/offline';

test.use({ serviceWorkers: 'allow' });

const AS_OF = /^Offline: as of \d{2}:\d{2} WAT\.$/;
const LATER = "Available when you're back online";

test("the installed app opens offline on the traveller's next service, and the bookings list reads offline", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const s = await serviceUnderWay(request);
  await startSignedIn(page, s.traveller);
  await page.goto('/app');
  await expect(page).toHaveURL(new RegExp(`/bookings/${s.booking.id}$`));
  await expect(page.getByTestId('meeting-code')).toHaveText(s.meetingCode);
  await waitForWorker(page);
  await waitForOfflineShell(page);
  await waitForOfflineCopy(page, 'bookings');
  await waitForOfflineCopy(page, `booking-live:${s.booking.id}`);

  // At the airport with no data: the app opens where it opened before, from what it kept.
  await page.context().setOffline(true);
  await page.goto('/app');
  await expect(page).toHaveURL(new RegExp(`/bookings/${s.booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${s.booking.bookingReference}` })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(AS_OF);
  await expect(page.getByTestId('meeting-code')).toHaveText(s.meetingCode);
  await expect(page.getByTestId('officer-card')).toContainText(`Officer ${s.officerName}`);
  await expect(page.getByRole('button', { name: /Download receipt/ })).toBeDisabled();
  await expect(page.getByText(LATER).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'All bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(AS_OF);
  await expect(page.getByRole('article').filter({ hasText: s.booking.bookingReference })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Booking' })).toBeDisabled();
  await expect(page.getByText('Error Loading Bookings')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your next service' })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(AS_OF);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('with no service ahead, the installed app opens on the bookings list, online and offline', async ({
  page,
  request,
}) => {
  const traveller = await registerUser(request, { firstName: 'Bisi' });
  await startSignedIn(page, traveller);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { name: 'No Bookings Yet' })).toBeVisible();
  await waitForWorker(page);
  await waitForOfflineShell(page);
  await waitForOfflineCopy(page, 'bookings');

  await page.context().setOffline(true);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByTestId('offline-note')).toHaveText(AS_OF);
  await expect(page.getByRole('heading', { name: 'No Bookings Yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Your First Service' })).toBeDisabled();
});
