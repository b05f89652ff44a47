/**
 * The payment in progress while the browser is away on the checkout page (test mode's sandbox
 * checkout is a full-page redirect): which booking it pays and its reference. Kept in
 * sessionStorage, so it lives only in this tab and ends with it. Storage may be unavailable
 * (private mode); then the booking is found again from the reference on return.
 */
import { z } from 'zod';

const KEY = 'pendingPayment';
const PendingPaymentSchema = z.object({ bookingId: z.uuid(), reference: z.string().min(1) });
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

export function savePendingPayment(value: PendingPayment): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // See the module doc: the reference alone is enough to finish.
  }
}

/** The saved payment, or null when none (or unreadable). */
export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = PendingPaymentSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
