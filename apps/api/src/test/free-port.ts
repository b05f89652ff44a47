/**
 * A free loopback port for a test server that must know its address before it listens (its
 * PUBLIC_URL, or a child process's PORT).
 *
 * Chosen below Linux's ephemeral range (32768-60999, `ip_local_port_range`): a port the kernel
 * handed out and took back can be given to another worker's outgoing connection (a database
 * client) in the second it takes to build the app, which then fails to listen with EADDRINUSE.
 * Ports outside that range are only ever taken by a listen. The candidates are random so that
 * parallel workers do not all try the same one first; get-port binds each to check it.
 */
import getPort from 'get-port';

const FIRST = 20_000;
const COUNT = 12_000;

/**
 * Resolves to a port in 20000-31999 that was free a moment ago on 127.0.0.1 (when all 50
 * candidates are taken, get-port falls back to one the kernel picks).
 */
export function freeLoopbackPort(): Promise<number> {
  const candidates = Array.from({ length: 50 }, () => FIRST + Math.floor(Math.random() * COUNT));
  return getPort({ host: '127.0.0.1', port: candidates });
}
