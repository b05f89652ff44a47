/**
 * Helpers for the booking, payment and signed-in page specs:
 * - `sameOriginAsPublicUrl`: the server's PUBLIC_URL defaults to http://localhost:PORT, and the
 *   Paystack sandbox builds its checkout and callback URLs from it. Specs that pay run the
 *   browser on that origin too, so the session in localStorage is there when the checkout sends
 *   the browser back (as for a user of `npm start` on http://localhost:3000).
 * - `signIn`: puts a session made through the API into the page's storage (only the auth specs
 *   drive the sign-in UI).
 * - `createBooking`: a pending booking made through the API.
 * - `payWithSandboxCard`: the sandbox checkout's success card.
 * - `fillContact`: the booking form's lead passenger and phone, which a visitor types (a
 *   signed-in traveller finds them prefilled from the profile).
 * - `confirmBooking`: Confirm Booking once the form shows the meeting time and the price.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { SeededUser } from './fixtures';

export const sameOriginAsPublicUrl = `http://localhost:${process.env.E2E_PORT}`;

/** `YYYY-MM-DD` in Lagos, `days` from today. */
export function lagosDate(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

/**
 * Signs the page in as `user` (tokens in localStorage), then opens `path`. A bare `/dashboard`
 * arrives prerendered and paints before its buttons work (ADR 071), so for it this also waits
 * until the app has taken the page over: the greeting shows the user's name.
 */
export async function signIn(page: Page, user: SeededUser, path = '/dashboard'): Promise<void> {
  await page.goto('/terms');
  await page.evaluate(
    ({ token, refreshToken }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    { token: user.token, refreshToken: user.refreshToken },
  );
  await page.goto(path);
  if (path === '/dashboard') {
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` })).toBeVisible();
  }
}

/** A pending booking for BA75 (LHR -> LOS, Arrival Service), made through the API. */
export async function createBooking(
  request: APIRequestContext,
  user: SeededUser,
  input: {
    passengerCount?: number;
    specialRequirements?: string;
    days?: number;
    /** Needed when the account holds only quick sign-up placeholders (issue 19 §1). */
    contact?: { leadPassengerName: string; contactPhone: string };
  } = {},
): Promise<{ id: string; bookingReference: string }> {
  const search = await request.get(`/api/flights/search/number/BA75/${lagosDate(input.days ?? 2)}`);
  expect(search.status(), await search.text()).toBe(200);
  const flight = (await search.json()) as { data: { bookingReference: string } };
  const response = await request.post('/api/bookings/create', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      flightBookingReference: flight.data.bookingReference,
      serviceType: 'arrival',
      passengerCount: input.passengerCount ?? 1,
      ...(input.specialRequirements ? { specialRequirements: input.specialRequirements } : {}),
      ...input.contact,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { booking: { id: string; bookingReference: string } } }).data.booking;
}

/** On the sandbox checkout page: pays with the success test card. */
export async function payWithSandboxCard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await page.getByLabel('Card number').fill('4084 0840 8408 4081');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await page.getByLabel('CVV').fill('408');
  await page.getByLabel('Card PIN').fill('1234');
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** In the booking form: the lead passenger's full name (when given) and a local Nigerian phone. */
export async function fillContact(dialog: Locator, contact: { name?: string; phone?: string } = {}): Promise<void> {
  if (contact.name !== undefined || (await dialog.getByLabel('Lead Passenger Full Name').inputValue()) === '') {
    await dialog.getByLabel('Lead Passenger Full Name').fill(contact.name ?? 'Ada Okafor');
  }
  await dialog.getByLabel('Contact Phone').fill(contact.phone ?? '0803 123 4567');
}

/**
 * Clicks Confirm Booking once the form has its answers, as a traveller reads them first: the
 * meeting time (the availability answer) and the server's price lines. Both arrive above the
 * button, the quote with the extras it offers, and push it down the dialog: a click aimed while
 * they arrive can land where the button was.
 */
export async function confirmBooking(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('term').filter({ hasText: 'Meeting time' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Price' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
}
