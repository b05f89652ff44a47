/**
 * Payment history grouped by booking (issue 19 §3): each booking's attempts together, the paid
 * one first, and each attempt described so that only real charges read as charges. Paystack
 * names the outcomes: an attempt ends paid, failed (with the bank's reason) or abandoned
 * (unpaid for PAYMENT_ABANDON_MINUTES); until then it awaits payment.
 */
import {
  isChargedPayment,
  PAYMENT_ABANDON_MINUTES,
  type PaymentRecord,
  type PaymentStatus,
  type ServiceType,
} from '@fasttrack/contracts';

export interface PaymentGroup {
  bookingId: string;
  bookingReference: string;
  serviceType: ServiceType;
  airlineName: string;
  flightNumber: string;
  /** The booking's attempts: charged ones first, then newest first. */
  attempts: PaymentRecord[];
}

/**
 * Groups `records` by booking. Groups keep the order of their newest attempt (the API lists
 * newest first); inside a group, attempts that took money come first.
 */
export function groupPaymentsByBooking(records: readonly PaymentRecord[]): PaymentGroup[] {
  const groups = new Map<string, PaymentGroup>();
  for (const r of records) {
    const group = groups.get(r.bookingId) ?? {
      bookingId: r.bookingId,
      bookingReference: r.bookingReference,
      serviceType: r.serviceType,
      airlineName: r.airlineName,
      flightNumber: r.flightNumber,
      attempts: [],
    };
    group.attempts.push(r);
    groups.set(r.bookingId, group);
  }
  for (const group of groups.values()) {
    group.attempts.sort(
      (a, b) =>
        Number(isChargedPayment(b.status)) - Number(isChargedPayment(a.status)) ||
        b.createdAt.localeCompare(a.createdAt),
    );
  }
  return [...groups.values()];
}

/** The status label a person reads; "initialized" is the provider's word, not theirs. */
export const ATTEMPT_STATUS_LABELS: Record<PaymentStatus, string> = {
  initialized: 'Awaiting payment',
  pending: 'Awaiting confirmation',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  abandoned: 'Abandoned',
};

/** What an attempt did with the traveller's money, in words. */
export function chargeNote(p: Pick<PaymentRecord, 'status' | 'failureReason'>): string {
  switch (p.status) {
    case 'paid':
      return 'Charged';
    case 'refunded':
      return 'Charged, then refunded in full';
    case 'failed':
      return p.failureReason ? `Not charged. Reason: ${p.failureReason}` : 'Not charged';
    case 'abandoned':
      return `Not charged. Left unpaid for ${PAYMENT_ABANDON_MINUTES} minutes`;
    default:
      return 'Not charged yet';
  }
}
