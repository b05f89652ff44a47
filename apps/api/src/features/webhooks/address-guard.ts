/**
 * Where a webhook may be sent (issue 40 item 4: https outside test mode, never a private, loopback
 * or link-local address, "as for push endpoints"). Checked twice:
 * - when an endpoint is saved, {@link assertEndpointUrl} refuses the URL with a 400 in the §8
 *   envelope, resolving a host name to every address it has;
 * - at send time, {@link filteringAgents} refuse the connection after the name is resolved again,
 *   so a name that later points inside (DNS rebinding) is still refused.
 * "Public" is ipaddr.js's `unicast` range, the same rule request-filtering-agent applies: private
 * (10/8, 172.16/12, 192.168/16), loopback, link-local (169.254/16, fe80::/10), unique-local
 * (fc00::/7), CGNAT (100.64/10), multicast, unspecified and reserved ranges are all refused.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PartnerMessages } from '@fasttrack/contracts';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { AppError } from '../../lib/errors';

/** Answered when the endpoint's host name has no address: nothing could be delivered to it. */
export const ENDPOINT_UNRESOLVED = 'The endpoint’s host name does not resolve: check the URL';

/** Resolves a host name to all its addresses (node:dns `lookup` with `all`); tests pass their own. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether `address` (IPv4 or IPv6 text) is a public unicast address. An IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Refuses an endpoint URL that may not receive webhooks.
 * @param opts.testMode http and any address are allowed (the sandbox inbox is on this server).
 * @throws AppError 400 PartnerMessages.endpointHttps when not https outside test mode (http is the
 *   only other scheme accepted in test mode); 400 PartnerMessages.endpointNotPublic when the host is
 *   a literal non-public address or a name with any non-public address; 400 ENDPOINT_UNRESOLVED
 *   when the name resolves to nothing.
 */
export async function assertEndpointUrl(
  url: string,
  opts: { testMode: boolean; resolve?: ResolveHost },
): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw AppError.badRequest(PartnerMessages.endpointHttps, { url: PartnerMessages.endpointHttps });
  }
  const schemeAllowed = parsed.protocol === 'https:' || (opts.testMode && parsed.protocol === 'http:');
  if (!schemeAllowed) throw AppError.badRequest(PartnerMessages.endpointHttps, { url: PartnerMessages.endpointHttps });
  if (opts.testMode) return;
  // URL keeps an IPv6 literal's brackets in `hostname`.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (opts.resolve ?? resolveWithDns)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw AppError.badRequest(ENDPOINT_UNRESOLVED, { url: ENDPOINT_UNRESOLVED });
  }
  // Every address must be public: a name with one private address could be sent there.
  if (!addresses.every(isPublicAddress)) {
    throw AppError.badRequest(PartnerMessages.endpointNotPublic, { url: PartnerMessages.endpointNotPublic });
  }
}

/** Whether the scheme of `url` may be sent to now (https, or http in test mode). */
export function schemeAllowed(url: string, testMode: boolean): boolean {
  const protocol = new URL(url).protocol;
  return protocol === 'https:' || (testMode && protocol === 'http:');
}

const agents = {
  live: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  // Test mode delivers to the sandbox inbox on this server (loopback) and to a tester's local receiver.
  test: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
  },
};

/**
 * The HTTP agents of every send (for got's `agent` option): they check each address the name
 * resolves to as the connection opens, refusing a non-public one outside test mode.
 */
export function filteringAgents(testMode: boolean) {
  return testMode ? agents.test : agents.live;
}

/** Whether `err` is the filtering agent's refusal of an address. */
export function isRefusedAddress(err: unknown): boolean {
  const message = err instanceof Error ? `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}` : '';
  return /is not allowed\. Because/.test(message);
}
