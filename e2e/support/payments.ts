/**
 * Payment helpers for the journey specs, next to `booking.ts` (whose `payWithSandboxCard` pays
 * on the checkout page with the success card):
 * - `payWithDeclinedCard`: the sandbox checkout's declined test card (Paystack's 4084 0800 0000 5408).
 * - `payBookingThroughApi`: a paid, confirmed booking without the browser, the way the web app
 *   pays (create the Paystack payment, pay on the sandbox checkout, verify, complete-payment);
 *   with the declined card, a failed payment instead (the booking stays pending).
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SeededUser } from './fixtures';

const SUCCESS_CARD = { number: '4084084084084081', cvv: '408', pin: '1234', otp: '123456' };
const DECLINED_CARD = '4084 0800 0000 5408';
const CHECKOUT_FORMS = {
  success: SUCCESS_CARD,
  declined: { number: DECLINED_CARD, cvv: '123', pin: '', otp: '' },
} as const;

/** An expiry date (MM/YY) that the sandbox accepts: December of next year. */
function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** On the sandbox checkout page: pays with the test card the bank declines. */
export async function payWithDeclinedCard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await page.getByLabel('Card number').fill(DECLINED_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * Pays `bookingId` for `user` entirely through HTTP. With the success card (default) the booking
 * ends confirmed and paid; with the declined card the payment is failed and the booking pending.
 * @returns the payment reference.
 */
export async function payBookingThroughApi(
  request: APIRequestContext,
  user: SeededUser,
  bookingId: string,
  card: keyof typeof CHECKOUT_FORMS = 'success',
): Promise<string> {
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/payments/paystack/create', {
    headers,
    data: { bookingId, paymentMethod: 'card' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reference, authorizationUrl } = (
    (await created.json()) as {
      data: { reference: string; authorizationUrl: string };
    }
  ).data;

  // The checkout form posts to `<authorization URL>/card`; success redirects to the callback,
  // a declined card answers 402 with the checkout page again.
  const checkout = await request.post(`${authorizationUrl}/card`, {
    form: { ...CHECKOUT_FORMS[card], expiry: futureExpiry() },
    maxRedirects: 0,
  });
  expect(checkout.status(), await checkout.text()).toBe(card === 'success' ? 303 : 402);

  const verified = await request.post('/api/payments/paystack/verify', { headers, data: { reference } });
  expect(verified.status(), await verified.text()).toBe(200);
  if (card === 'declined') return reference;
  const completed = await request.post(`/api/bookings/${bookingId}/complete-payment`, {
    headers,
    data: { reference },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return reference;
}
