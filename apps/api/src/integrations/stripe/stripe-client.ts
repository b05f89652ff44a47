/**
 * The official `stripe` SDK, pointed at `apiUrl` (https://api.stripe.com or the built-in sandbox).
 * The SDK takes host, port and protocol options but no base path, so when `apiUrl` has a path
 * (the sandbox lives under /sandbox/stripe) requests go through the SDK's own Node HTTP client
 * with that path put in front (https://github.com/stripe/stripe-node#configuration).
 */
import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Origin plus optional path, e.g. https://api.stripe.com or http://127.0.0.1:3000/sandbox/stripe. */
  apiUrl: string;
  timeoutMs: number;
}

/** Host, port, protocol and path prefix of `apiUrl`. @throws TypeError for a URL that is not http(s). */
export function parseStripeApiUrl(apiUrl: string) {
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`Not an http(s) URL: ${apiUrl}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    protocol,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    basePath: url.pathname.replace(/\/+$/, ''),
  } as const;
}

export function createStripeClient(opts: StripeClientOptions): Stripe {
  const { protocol, host, port, basePath } = parseStripeApiUrl(opts.apiUrl);
  let httpClient: Stripe.HttpClient | undefined;
  if (basePath) {
    const inner = Stripe.createNodeHttpClient();
    httpClient = Object.assign(Object.create(inner) as Stripe.HttpClient, {
      // The SDK calls makeRequest(host, port, path, method, headers, requestData, protocol, timeout)
      // positionally: taken as that tuple, only the path changes.
      makeRequest: (...request: Parameters<Stripe.HttpClient['makeRequest']>) => {
        const [reqHost, reqPort, path, ...rest] = request;
        return inner.makeRequest(reqHost, reqPort, `${basePath}${path}`, ...rest);
      },
    });
  }
  return new Stripe(opts.secretKey, {
    host,
    port,
    protocol,
    timeout: opts.timeoutMs,
    // One retry, with the idempotency key the SDK adds, rides out a dropped connection.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(httpClient ? { httpClient } : {}),
  });
}
