/**
 * Every job queue in the product and the payload its jobs carry (JSON only). A feature that
 * enqueues a job and the feature that works it agree through this one list, so neither imports
 * the other. Add a line here when a feature adds a queue.
 */
export interface JobPayloads {
  /** Return the money of a cancelled booking (payments/refund-job.ts); keyed by booking id. */
  'refund-booking': { bookingId: string };
  /** Return the money of one declined or undelivered add-on line (payments/line-refund-worker.ts); keyed by booking id and line index. */
  'refund-extra-line': { bookingId: string; lineIndex: number };
  /** Abandon a payment attempt left unpaid (payments/abandon-payment.job.ts); keyed by reference. */
  'abandon-payment': { reference: string; recheck?: number };
  /** Test mode: roll the demo officers' roster 60 days ahead (staff/demo-roster.job.ts); daily. */
  'demo-roster': Record<string, never>;
  /** Reconcile yesterday's Paystack payments with Paystack (reports/reconciliation.job.ts); nightly. */
  'reconcile-paystack': Record<string, never>;
  /** Expire an unpaid booking whose hold ran out (bookings/booking-expiry.ts); keyed by booking id. No longer enqueued: the round does it. */
  'expire-booking': { bookingId: string };
  /** Expire every unpaid booking whose hold ran out (bookings/booking-expiry.ts); every minute. */
  'hold-expiry-round': Record<string, never>;
  /** Send one outbox message (messages/send-message.job.ts); keyed by kind + booking or user. */
  'send-message': { outboxId: string };
  /** Ask the flight provider about booked flights that are due (bookings/flight-polling.job.ts); every minute. */
  'flight-status-round': Record<string, never>;
  /** Cancel and refund confirmed services our officer never checked in for (live/missed-service.job.ts); every minute. */
  'missed-service-round': Record<string, never>;
  /** Ask the provider about one booked flight right after payment (bookings/flight-check.job.ts); keyed by booking. */
  'flight-check': { bookingId: string };
  /**
   * The full refund of a booking whose flight was cancelled or diverted and whose traveller did
   * not choose by the meeting time (bookings/disruption-refund.job.ts); keyed by booking id.
   */
  'disruption-refund': { bookingId: string };
  /** Expire earned credits past their expiry and warn 30 days ahead (credits/expiry.job.ts); daily. */
  'expire-credits': Record<string, never>;
  /** Test mode: the Twilio stand-in moves a message to sent, then delivered, calling back each time (sandbox/twilio); keyed by nothing. */
  'sandbox-twilio-status': { sid: string };
  /** Test mode: the Twilio stand-in answers a call and runs its TwiML, then hangs up (sandbox/twilio/calls.ts). */
  'sandbox-twilio-call': { sid: string; step: 'answer' | 'hang-up' };
  /** One domain event for the messages subscriber (lib/domain-events.ts); keyed by event id. */
  'domain-event.messages': { eventId: number };
  /** One domain event for the booking's history (lib/domain-events.ts); keyed by event id. */
  'domain-event.booking-history': { eventId: number };
  /** One domain event for the live pages and the board (lib/domain-events.ts); keyed by event id. */
  'domain-event.live': { eventId: number };
  /** One domain event for the credit ledger (lib/domain-events.ts); keyed by event id. */
  'domain-event.credits': { eventId: number };
  /** Create the Paystack payment request of an issued invoice (invoicing/payment-request.job.ts); keyed by invoice id. */
  'invoice-payment-request': { invoiceId: string };
  /** Close a Lagos month: one invoice per organisation (invoicing/close.job.ts); monthly, or `month` by hand. */
  'close-invoices': { month?: string };
  /** Tell organisations of invoices more than 7 days overdue (invoicing/overdue.job.ts); daily. */
  'invoice-overdue-round': Record<string, never>;
  /** One domain event for the organisations' ledger: agency commission (lib/domain-events.ts); keyed by event id. */
  'domain-event.invoicing': { eventId: number };
  /** One domain event for the partners' webhook endpoints (lib/domain-events.ts); keyed by event id. */
  'domain-event.webhooks': { eventId: number };
  /**
   * Send one webhook delivery to its endpoint, once per attempt (webhooks/delivery.job.ts); keyed by
   * delivery + attempt. `attempt` (from 1) is the attempt this job makes: a job whose delivery has
   * moved on does nothing.
   */
  'webhook-delivery': { deliveryId: string; attempt?: number };
}

export type JobName = keyof JobPayloads;

/** Queues a test file declares for itself (declaration merging), named `test-…`. */
type ProductJobName = Exclude<JobName, `test-${string}`>;

/**
 * Every queue's name at run time, for what makes all the queues before any app starts: the test
 * databases' template (test/global-setup.ts, ADR 394). The compiler rejects a list that misses a
 * queue of JobPayloads or names one it does not have.
 */
export const JOB_NAMES = Object.keys({
  'refund-booking': true,
  'refund-extra-line': true,
  'abandon-payment': true,
  'demo-roster': true,
  'reconcile-paystack': true,
  'expire-booking': true,
  'hold-expiry-round': true,
  'send-message': true,
  'flight-status-round': true,
  'missed-service-round': true,
  'flight-check': true,
  'disruption-refund': true,
  'expire-credits': true,
  'sandbox-twilio-status': true,
  'sandbox-twilio-call': true,
  'domain-event.messages': true,
  'domain-event.booking-history': true,
  'domain-event.live': true,
  'domain-event.credits': true,
  'invoice-payment-request': true,
  'close-invoices': true,
  'invoice-overdue-round': true,
  'domain-event.invoicing': true,
  'domain-event.webhooks': true,
  'webhook-delivery': true,
} satisfies Record<ProductJobName, true>) as ProductJobName[];
