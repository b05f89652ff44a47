/**
 * One HTTP attempt at a webhook delivery (issue 40 item 4), with got: a POST of the exact body,
 * no redirect followed (a 3xx is a failed attempt, so a receiver cannot point us elsewhere), no
 * retry of got's own (the delivery schedule retries), an answer within WEBHOOK_TIMEOUT_MS, and
 * the address of every connection checked by the filtering agents (address-guard.ts).
 */
import { PartnerMessages, WEBHOOK_TIMEOUT_MS } from '@fasttrack/contracts';
import got, { RequestError } from 'got';
import { filteringAgents, isRefusedAddress, schemeAllowed } from './address-guard';

/** What an attempt came to: the receiver's status, or null with the reason it got no answer. */
export interface AttemptOutcome {
  statusCode: number | null;
  /** Milliseconds from sending to the answer (or to giving up). */
  latencyMs: number;
  /** Why there was no answer (time-out, refused address, connection error); null when answered. */
  error: string | null;
}

/** Longest error text kept on an attempt. */
const ERROR_MAX_CHARS = 300;

/** The reason an attempt got no answer, as the delivery log shows it. */
function describeFailure(err: unknown): string {
  if (isRefusedAddress(err)) return PartnerMessages.endpointNotPublic;
  if (err instanceof RequestError) {
    if (err.code === 'ETIMEDOUT') return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
    return `${err.code}: ${err.message}`.slice(0, ERROR_MAX_CHARS);
  }
  return (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX_CHARS);
}

/**
 * POSTs `body` with `headers` to `url`. Never throws for the receiver's sake: every failure is an
 * outcome with `statusCode` null.
 * @param opts.testMode http and private addresses allowed (the sandbox inbox is on this server).
 */
export async function sendWebhook(
  url: string,
  request: { headers: Record<string, string>; body: string },
  opts: { testMode: boolean },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  // The scheme is checked again here: an endpoint saved in test mode may outlive it.
  if (!schemeAllowed(url, opts.testMode))
    return { statusCode: null, latencyMs: 0, error: PartnerMessages.endpointHttps };
  try {
    const response = await got.post(url, {
      body: request.body,
      headers: request.headers,
      agent: filteringAgents(opts.testMode),
      followRedirect: false,
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: WEBHOOK_TIMEOUT_MS },
      // Only the status counts; the body is read as bytes, never parsed.
      responseType: 'buffer',
    });
    return { statusCode: response.statusCode, latencyMs: latencyMs(), error: null };
  } catch (err) {
    return { statusCode: null, latencyMs: latencyMs(), error: describeFailure(err) };
  }
}
