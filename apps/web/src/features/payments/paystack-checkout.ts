/**
 * Opens the Paystack checkout for a payment the server initialized (spec §7 Browser payment
 * widget; issue: booking dialog, "Payment uses Paystack").
 *
 * - Test mode (the sandbox public key): the checkout is the sandbox's own page at the
 *   authorization URL. The booking id and reference are saved and the browser goes there; the
 *   sandbox sends it back to the callback URL (/bookings?payment=callback&reference=...).
 * - A real public key: @paystack/inline-js `resumeTransaction(accessCode)` shows Paystack's popup
 *   over the page. The library loads only now, so it never weighs on other pages.
 */
import type { PaystackCreateResult } from '@fasttrack/contracts';
import { savePendingPayment } from './pending-payment';

/** The sandbox's public key starts so (apps/api config SANDBOX_KEYS). */
const SANDBOX_PUBLIC_KEY_PREFIX = 'pk_test_fasttrack_sandbox';

export type CheckoutOutcome =
  /** The browser is leaving for the sandbox checkout page. */
  | { kind: 'redirected' }
  | { kind: 'paid'; reference: string }
  /** The traveller closed the popup. */
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

export function isSandboxCheckout(publicKey: string): boolean {
  return publicKey.startsWith(SANDBOX_PUBLIC_KEY_PREFIX);
}

export async function openPaystackCheckout(payment: PaystackCreateResult, bookingId: string): Promise<CheckoutOutcome> {
  if (isSandboxCheckout(payment.publicKey)) {
    savePendingPayment({ bookingId, reference: payment.reference });
    window.location.assign(payment.authorizationUrl);
    return { kind: 'redirected' };
  }
  const { default: PaystackPop } = await import('@paystack/inline-js');
  return new Promise<CheckoutOutcome>((resolve) => {
    new PaystackPop().resumeTransaction(payment.accessCode, {
      onSuccess: (transaction) => resolve({ kind: 'paid', reference: transaction.reference || payment.reference }),
      onCancel: () => resolve({ kind: 'closed' }),
      onError: (error) => resolve({ kind: 'failed', message: error.message }),
    });
  });
}
