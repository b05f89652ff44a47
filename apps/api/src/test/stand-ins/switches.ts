/**
 * The stand-ins' test switches: a fault for the Paystack or Stripe stand-in (sandbox/paystack/
 * faults.ts) and what the flight status stand-in answers for a flight.
 */
import type { ListeningTestApp, TestApp } from '../test-app';

/** Turns on a sandbox fault switch (see sandbox/paystack/faults.ts). */
export async function setFault(
  t: Pick<ListeningTestApp, 'baseUrl'>,
  provider: 'paystack' | 'stripe',
  fault: { mode: 'timeout' | 'error' | 'slow'; count?: number; endpoint?: string; delayMs?: number },
) {
  const res = await fetch(`${t.baseUrl}/sandbox/${provider}/_faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`fault switch answered ${res.status}`);
}

/** Sets what the flight stand-in answers for a flight (`POST /sandbox/flights/_status`). */
export function setFlightStatus(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/sandbox/flights/_status', payload });
}
