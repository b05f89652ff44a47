/**
 * Where a payment or a social sign-in sends the browser back (issue 19 §6, §11; ADR 150, 135).
 * With PUBLIC_URL set, always
 * there. Unset, the default `http://localhost:PORT` would send a traveller who opened the product
 * at `http://127.0.0.1:PORT`, or from a phone on the same network, back to another origin, where
 * their session (kept per origin) is not. So the origin the traveller used is taken from the
 * request (its Origin header, else the Host with the protocol Fastify trusts), and accepted only
 * when it is on the allow-list:
 *   - PUBLIC_URL's origin (or the default);
 *   - loopback on the server's port: http://localhost, http://127.0.0.1, http://[::1];
 *   - in test mode only, the machine's own addresses (os.networkInterfaces()) on that port.
 * Anything else falls back to PUBLIC_URL or the default: never a foreign host a client chose.
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

export interface ReturnOriginSettings {
  /** PUBLIC_URL, or the default http://localhost:PORT; no trailing slash. */
  publicUrl: string;
  /** True when PUBLIC_URL was set: then it is the only return origin. */
  publicUrlSet: boolean;
  /** The port the server listens on. */
  port: number;
  /** Payments run against the sandbox: the machine's own addresses are accepted too. */
  testMode: boolean;
}

/** What is read of a request: its headers, and Fastify's (proxy-aware) protocol and host. */
export interface OriginRequest {
  headers: { origin?: string | string[] | undefined };
  protocol: string;
  host: string;
}

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `scheme://host[:port]` of `url`, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The machine's own addresses as URL hosts; IPv6 link-local ones (which need a zone) are left out. */
function ownHosts(interfaces: Interfaces): string[] {
  const hosts: string[] = [];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4') hosts.push(entry.address);
      else if (entry.scopeid === 0 || entry.scopeid === undefined) hosts.push(`[${entry.address}]`);
    }
  }
  return hosts;
}

/** Every origin a payment may return to, normalised as `URL.origin` gives them. */
export function allowedReturnOrigins(settings: ReturnOriginSettings, interfaces?: Interfaces): Set<string> {
  const allowed = new Set<string>();
  const publicOrigin = originOf(settings.publicUrl);
  if (publicOrigin) allowed.add(publicOrigin);
  const hosts = [...LOOPBACK_HOSTS, ...(settings.testMode ? ownHosts(interfaces ?? networkInterfaces()) : [])];
  for (const host of hosts) {
    const origin = originOf(`http://${host}:${settings.port}`);
    if (origin) allowed.add(origin);
  }
  return allowed;
}

/** The origin the browser used: the Origin header, else protocol and Host. Null when unreadable. */
export function requestOrigin(request: OriginRequest): string | null {
  const header = request.headers.origin;
  const origin = Array.isArray(header) ? header[0] : header;
  // Browsers send "null" for opaque origins; that names no place to return to.
  if (origin && origin !== 'null') return originOf(origin);
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}

/**
 * The base URL (no trailing slash) a payment or a social sign-in started by `request` returns
 * to: PUBLIC_URL when set; else the request's origin when allowed; else the default.
 */
export function returnBase(settings: ReturnOriginSettings, request: OriginRequest, interfaces?: Interfaces): string {
  if (settings.publicUrlSet) return settings.publicUrl;
  const origin = requestOrigin(request);
  return origin && allowedReturnOrigins(settings, interfaces).has(origin) ? origin : settings.publicUrl;
}
