/**
 * `TRUST_PROXY`: which reverse proxies may name the client address in X-Forwarded-For (issue 14
 * item 1, ADR 085), and how that becomes Fastify's `trustProxy` option. Rate limits key on this
 * address, so a client must never be able to write it.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/** proxy-addr's names for reserved ranges, which Fastify's trustProxy accepts in a list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses `TRUST_PROXY` (issue 14 item 1, ADR 085). Unset, `false` or `0`: no proxy, the socket
 * address is the client. A whole number n: the n nearest hops are proxies (each appends the
 * address it saw to X-Forwarded-For). Otherwise a comma list of proxy addresses, CIDR ranges
 * or `loopback`/`linklocal`/`uniquelocal`: only those peers may name the client.
 * `true` is refused: it trusts the left-most X-Forwarded-For entry, which the client writes.
 */
export function trustProxySetting(raw: string | undefined): TrustProxy | { error: string } {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    return {
      error:
        "true would let any client choose its address with X-Forwarded-For; give the proxies' hop count " +
        '(e.g. 1) or their addresses/CIDR ranges (e.g. 10.0.0.0/8,loopback)',
    };
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= 10 ? hops : { error: 'a hop count must be at most 10' };
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) return { error: `"${bad}" is not a hop count, an IP address, a CIDR range or loopback` };
  return entries;
}

/**
 * The setting as Fastify's `trustProxy` option. Fastify 5 takes a bare number as "trust no hop"
 * (it cannot check the nearest peer), so a hop count becomes proxy-addr's own hop rule: the
 * socket peer is hop 0, and hops below the count are proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
