/**
 * The app of the tests that pay through the stand-ins (payments, messages, credits, live): a
 * listening test app (test-app.ts, startListeningTestApp), so the production Paystack and Stripe
 * clients reach the in-process sandbox over HTTP and the sandbox's webhooks reach the app, with the
 * payment feature's dependencies at hand.
 */
import { createPaymentDeps, type PaymentDeps } from '../features/payments/payments.deps';
import { type ListeningTestApp, startListeningTestApp } from './test-app';

export interface PaymentsTestApp extends ListeningTestApp {
  deps: PaymentDeps;
}

/**
 * Provider time-out of the tests: an in-process stand-in's answer on a busy machine can take more
 * than a second, and a time-out there is a 503 the test did not ask for.
 */
const TEST_PROVIDER_TIMEOUT_MS = 10_000;
/** For the files that make a stand-in time out on purpose: each such test waits this long. */
export const SHORT_PROVIDER_TIMEOUT_MS = 1_000;

/** `env` overrides settings as environment variables would (PROVIDER_TIMEOUT_MS included). */
export async function startPaymentsApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const t = await startListeningTestApp({ PROVIDER_TIMEOUT_MS: String(TEST_PROVIDER_TIMEOUT_MS), ...env });
  return { ...t, deps: createPaymentDeps(t.app) };
}
